(* Basis list functions at top level: map, app, foldl, foldr, rev, length, @, hd, tl, null; user-defined higher-order functions (filter, exists, all, zipWith, iterate); order of side effects in map/app/foldl/foldr. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

val xs = [3, 1, 4, 1, 5, 9, 2, 6]
fun showL l = concat (map (fn x => Int.toString x ^ " ") l)
val _ = println (showL (map (fn x => x * x) xs))
val _ = println (showL (rev xs))
val _ = printInt (length xs)
val _ = println (showL (xs @ [0] @ []))
val _ = println (Int.toString (hd xs) ^ " " ^ showL (tl xs))
val _ = println (if null [] andalso not (null xs) then "null ok" else "bad")
val _ = printInt (foldl (op +) 0 xs)
val _ = println (foldl (fn (x, acc) => acc ^ Int.toString x) "" xs)
val _ = println (foldr (fn (x, acc) => acc ^ Int.toString x) "" xs)
val _ = println (showL (foldl (op ::) [] xs))
val _ = println (showL (foldr (op ::) [] xs))
(* side-effect order *)
val trace = ref ""
fun t x = (trace := !trace ^ Int.toString x; x)
val _ = map t [1, 2, 3]
val _ = app (fn x => ignore (t x)) [4, 5]
val _ = foldl (fn (x, _) => t x) 0 [6, 7]
val _ = foldr (fn (x, _) => t x) 0 [8, 9]
val _ = println (!trace)
fun filter p = foldr (fn (x, acc) => if p x then x :: acc else acc) []
fun exists p [] = false | exists p (x :: r) = p x orelse exists p r
fun all p [] = true | all p (x :: r) = p x andalso all p r
fun zipWith f (x :: xs, y :: ys) = f (x, y) :: zipWith f (xs, ys) | zipWith _ _ = []
fun iterate (f, 0, x) = [x] | iterate (f, n, x) = x :: iterate (f, n - 1, f x)
val _ = println (showL (filter (fn x => x > 3) xs))
val _ = println ((if exists (fn x => x = 9) xs then "T" else "F") ^ (if all (fn x => x > 0) xs then "T" else "F")
                 ^ (if all (fn x => x > 1) xs then "T" else "F"))
val _ = println (showL (zipWith (op * ) (xs, rev xs)))
val _ = println (showL (iterate (fn x => x * 2, 10, 1)))
val nested = [[1, 2], [], [3], [4, 5, 6]]
val _ = println (showL (foldr (op @) [] nested))
val _ = printInt (length (map length nested))
val fs = [fn x => x + 1, fn x => x * 10, fn x => x - 3]
val _ = printInt (foldl (fn (f, acc) => f acc) 5 fs)
val _ = printInt (foldr (fn (f, acc) => f acc) 5 fs)
val _ = println (showL (map (fn f => f 2) fs))
