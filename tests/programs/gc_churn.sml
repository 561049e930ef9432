(* GC stress: keep a 200,000-node balanced tree live while allocating millions of short-lived list cells and tuples, then verify the tree's contents and shape. *)

fun intToString n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
      (* negative numbers are handled without negating, so minInt is safe *)
      fun neg (n, acc) =
        if n > ~10 then dig (~n) :: acc
        else let val q = n div 10
                 val q' = if n mod 10 = 0 then q else q + 1
             in neg (q', dig (q' * 10 - n) :: acc) end
  in if n < 0 then implode (#"~" :: neg (n, [])) else implode (pos (n, [])) end
fun println s = print (s ^ "\n")
fun printInt n = println (intToString n)

datatype tree = Leaf | Node of tree * int * string * tree
(* balanced tree over keys lo..hi *)
fun make (lo, hi) =
  if lo > hi then Leaf
  else let val mid = (lo + hi) div 2
       in Node (make (lo, mid - 1), mid, if mid mod 1000 = 0 then "k" ^ intToString mid else "", make (mid + 1, hi)) end
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
  | strChurn (n, acc) = strChurn (n - 1, acc + size (intToString n ^ "-" ^ intToString (n * 2)))
val _ = printInt (strChurn (200000, 0))
val _ = println ("size " ^ intToString (treeSize t) ^ " height " ^ intToString (height t))
val _ = printInt (sumKeys t)
val _ = println (if ordered (t, 0, 200001) then "ordered" else "corrupt")
val ls = labels t []
val _ = println (intToString (length ls) ^ " " ^ hd ls ^ " " ^ hd (rev ls))
(* rebuild half the tree repeatedly while the original stays live *)
fun rebuild (0, acc) = acc
  | rebuild (n, acc) = rebuild (n - 1, acc + treeSize (make (1, 10000)))
val _ = printInt (rebuild (30, 0))
val _ = println (if sumKeys t = 200000 * 200001 div 2 then "tree intact" else "tree damaged")
