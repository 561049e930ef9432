(* Benchmark gctree: binary-trees style allocation; a long-lived tree of depth size stays live while many short-lived trees of depths 4..size are built and checked. Problem size: max depth. Node values and sums are kept below 2^30 (mod), so 31-bit SML/NJ runs it too. *)
val defaultSize = 18
fun getSize () = BenchSize.get defaultSize
fun println s = print (s ^ "\n")

datatype tree = Leaf | Node of tree * int * tree
fun make (0, v) = Node (Leaf, v, Leaf)
  | make (d, v) = Node (make (d - 1, (2 * v - 1) mod 10007), v, make (d - 1, (2 * v) mod 10007))
fun check Leaf = 0
  | check (Node (l, _, r)) = 1 + check l + check r
fun sumv Leaf = 0
  | sumv (Node (l, v, r)) = (v + sumv l + sumv r) mod 1000003
fun pow2 n = if n = 0 then 1 else 2 * pow2 (n - 1)
fun loopDepth (size, d, acc) =
  if d > size then acc
  else let val iters = pow2 (size - d + 4)
           fun go (0, s) = s
             | go (i, s) = go (i - 1, s + check (make (d, i)) + sumv (make (d, ~i)) mod 1000)
           val s = go (iters, 0)
       in println (Int.toString (2 * iters) ^ " trees of depth " ^ Int.toString d ^ " check " ^ Int.toString s);
          loopDepth (size, d + 2, (acc + s) mod 1000003)
       end
fun main () =
  let val size = getSize ()
      val longLived = make (size, 0)
      val total = loopDepth (size, 4, 0)
  in println ("gctree checksum " ^ Int.toString (total + check longLived + sumv longLived)) end
