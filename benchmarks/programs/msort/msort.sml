(* Benchmark msort: list merge sort of pseudo-random ints (LCG), repeated 10 times. Problem size: list length. Checksum: position-weighted sum of the sorted list plus repetition count. All intermediate values stay below 2^30, so 31-bit SML/NJ runs it too. *)
val defaultSize = 400000
fun getSize () = BenchSize.get defaultSize
fun println s = print (s ^ "\n")

fun lcg x = (x * 421 + 1663) mod 1048576
fun randoms (0, _, acc) = acc
  | randoms (n, seed, acc) = let val s = lcg seed in randoms (n - 1, s, s div 16 :: acc) end
fun split (x :: y :: rest, a, b) = split (rest, x :: a, y :: b)
  | split ([x], a, b) = (x :: a, b)
  | split ([], a, b) = (a, b)
fun merge ([], ys, acc) = foldl (op ::) ys acc
  | merge (xs, [], acc) = foldl (op ::) xs acc
  | merge (x :: xs, y :: ys, acc) =
      if x <= y then merge (xs, y :: ys, x :: acc) else merge (x :: xs, ys, y :: acc)
fun msort [] = []
  | msort [x] = [x]
  | msort xs = let val (a, b) = split (xs, [], []) in merge (msort a, msort b, []) end
fun sorted (a :: (r as b :: _)) = a <= b andalso sorted r
  | sorted _ = true
fun checksum xs = #2 (foldl (fn (x, (i, acc)) => (i + 1, (acc + i * (x mod 1009)) mod 1000003)) (1, 0) xs)
fun run (_, 0, seed, acc) = acc
  | run (size, k, seed, acc) =
      let val s = msort (randoms (size, seed, []))
      in if sorted s then run (size, k - 1, seed + 1, (acc + checksum s) mod 1000003) else ~1 end
fun main () = println ("msort checksum " ^ Int.toString (run (getSize (), 10, 1, 0)))
