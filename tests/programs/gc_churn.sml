(* GC stress: keep a 200,000-node balanced tree live while allocating millions of short-lived list cells and tuples, then verify the tree's contents and shape. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

datatype tree = Leaf | Node of tree * int * string * tree
(* balanced tree over keys lo..hi *)
fun make (lo, hi) =
  if lo > hi then Leaf
  else let val mid = (lo + hi) div 2
       in Node (make (lo, mid - 1), mid, if mid mod 1000 = 0 then "k" ^ Int.toString mid else "", make (mid + 1, hi)) end
val t = make (1, 200000)
fun treeSize Leaf = 0 | treeSize (Node (l, _, _, r)) = treeSize l + 1 + treeSize r
fun sumKeys Leaf = 0 | sumKeys (Node (l, k, _, r)) = sumKeys l + k + sumKeys r
fun height Leaf = 0
  | height (Node (l, _, _, r)) = 1 + (let val a = height l val b = height r in if a > b then a else b end)
fun labels Leaf acc = acc
  | labels (Node (l, _, s, r)) acc = labels l (if s = "" then labels r acc else s :: labels r acc)
fun ordered (Leaf, lo, hi) = true
  | ordered (Node (l, k, _, r), lo, hi) = lo < k andalso k < hi andalso ordered (l, lo, k) andalso ordered (r, k, hi)

(* garbage: many short-lived lists *)
fun range (i, n) = if i > n then [] else i :: range (i + 1, n)
fun churn (0, acc) = acc
  | churn (n, acc) =
      let val l = range (1, 100)
          val pairs = map (fn x => (x, x * n)) l
          val s = foldl (fn ((a, b), s) => (s + a + b) mod 1000000007) 0 pairs
      in churn (n - 1, (acc + s) mod 1000000007) end
val c = churn (50000, 0)
val _ = printInt c
(* more garbage: strings *)
fun strChurn (0, acc) = acc
  | strChurn (n, acc) = strChurn (n - 1, acc + size (Int.toString n ^ "-" ^ Int.toString (n * 2)))
val _ = printInt (strChurn (200000, 0))
val _ = println ("size " ^ Int.toString (treeSize t) ^ " height " ^ Int.toString (height t))
val _ = printInt (sumKeys t)
val _ = println (if ordered (t, 0, 200001) then "ordered" else "corrupt")
val ls = labels t []
val _ = println (Int.toString (length ls) ^ " " ^ hd ls ^ " " ^ hd (rev ls))
(* rebuild half the tree repeatedly while the original stays live *)
fun rebuild (0, acc) = acc
  | rebuild (n, acc) = rebuild (n - 1, acc + treeSize (make (1, 10000)))
val _ = printInt (rebuild (30, 0))
val _ = println (if sumKeys t = 200000 * 200001 div 2 then "tree intact" else "tree damaged")
