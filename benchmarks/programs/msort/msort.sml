(* Benchmark msort: list merge sort of pseudo-random ints (LCG), repeated 10 times. Problem size: list length. Checksum: position-weighted sum of the sorted list plus repetition count. All intermediate values stay below 2^30, so 31-bit SML/NJ runs it too. *)
val size = 200000

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
fun run (0, seed, acc) = acc
  | run (k, seed, acc) =
      let val s = msort (randoms (size, seed, []))
      in if sorted s then run (k - 1, seed + 1, (acc + checksum s) mod 1000003) else ~1 end
val _ = println ("msort checksum " ^ intToString (run (10, 1, 0)))
