(* Benchmark gctree: binary-trees style allocation; a long-lived tree of depth size stays live while many short-lived trees of depths 4..size are built and checked. Problem size: max depth. Node values and sums are kept below 2^30 (mod), so 31-bit SML/NJ runs it too. *)
val size = 17

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

datatype tree = Leaf | Node of tree * int * tree
fun make (0, v) = Node (Leaf, v, Leaf)
  | make (d, v) = Node (make (d - 1, (2 * v - 1) mod 10007), v, make (d - 1, (2 * v) mod 10007))
fun check Leaf = 0
  | check (Node (l, _, r)) = 1 + check l + check r
fun sumv Leaf = 0
  | sumv (Node (l, v, r)) = (v + sumv l + sumv r) mod 1000003
fun pow2 n = if n = 0 then 1 else 2 * pow2 (n - 1)
val longLived = make (size, 0)
fun loopDepth (d, acc) =
  if d > size then acc
  else let val iters = pow2 (size - d + 4)
           fun go (0, s) = s
             | go (i, s) = go (i - 1, s + check (make (d, i)) + sumv (make (d, ~i)) mod 1000)
           val s = go (iters, 0)
       in println (intToString (2 * iters) ^ " trees of depth " ^ intToString d ^ " check " ^ intToString s);
          loopDepth (d + 2, (acc + s) mod 1000003)
       end
val total = loopDepth (4, 0)
val _ = println ("gctree checksum " ^ intToString (total + check longLived + sumv longLived))
