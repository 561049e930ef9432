(* Merge sort and quicksort on 10,000 pseudo-random ints from a linear congruential generator; results verified sorted, equal to each other, and checksummed. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

(* LCG: x' = (a*x + c) mod m with small constants so that nothing overflows 63 bits *)
fun lcg x = (x * 1103515245 + 12345) mod 2147483648
fun randoms (0, _, acc) = acc
  | randoms (n, seed, acc) = let val s = lcg seed in randoms (n - 1, s, (s div 65536) mod 100000 :: acc) end
val data = randoms (10000, 42, [])

fun split [] = ([], [])
  | split [x] = ([x], [])
  | split (x :: y :: rest) = let val (a, b) = split rest in (x :: a, y :: b) end
fun merge ([], ys) = ys
  | merge (xs, []) = xs
  | merge (x :: xs, y :: ys) = if x <= y then x :: merge (xs, y :: ys) else y :: merge (x :: xs, ys)
fun msort [] = []
  | msort [x] = [x]
  | msort xs = let val (a, b) = split xs in merge (msort a, msort b) end

fun qsort [] = []
  | qsort (p :: rest) =
      let fun part ([], lo, hi) = (lo, hi)
            | part (x :: xs, lo, hi) = if x < p then part (xs, x :: lo, hi) else part (xs, lo, x :: hi)
          val (lo, hi) = part (rest, [], [])
      in qsort lo @ (p :: qsort hi) end

fun isSorted (a :: (rest as b :: _)) = a <= b andalso isSorted rest
  | isSorted _ = true
fun checksum xs = foldl (fn (x, (i, acc)) => (i + 1, (acc + i * x) mod 1000000007)) (0, 0) xs

val m = msort data
val q = qsort data
val _ = println ("n = " ^ Int.toString (length m))
val _ = println (if isSorted m then "msort sorted" else "msort NOT sorted")
val _ = println (if isSorted q then "qsort sorted" else "qsort NOT sorted")
val _ = println (if m = q then "same result" else "results differ")
val _ = println (if isSorted data then "input sorted?!" else "input unsorted")
val _ = printInt (#2 (checksum m))
val _ = println ("min " ^ Int.toString (hd m) ^ " max " ^ Int.toString (hd (rev m)))
val _ = printInt (foldl (op +) 0 data)
(* generic sort with a comparison function, used on strings *)
fun sortBy lt [] = []
  | sortBy lt [x] = [x]
  | sortBy lt xs =
      let val (a, b) = split xs
          fun mg ([], ys) = ys | mg (xs, []) = xs
            | mg (x :: xs, y :: ys) = if lt (y, x) then y :: mg (x :: xs, ys) else x :: mg (xs, y :: ys)
      in mg (sortBy lt a, sortBy lt b) end
val _ = println (concat (sortBy (op <) ["delta", "alpha", "charlie", "bravo", "echo"]))
val _ = println (concat (map Int.toString (sortBy (op >) [3, 1, 4, 1, 5, 9, 2, 6])))
