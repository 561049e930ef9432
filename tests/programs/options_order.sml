(* option and order values: SOME/NONE matching, valOf, isSome, getOpt, option-returning functions chained; order from comparisons used to sort and to drive case. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun safeDiv (_, 0) = NONE
  | safeDiv (a, b) = SOME (a div b)
fun showOpt NONE = "NONE" | showOpt (SOME n) = "SOME " ^ Int.toString n
val _ = println (showOpt (safeDiv (10, 3)) ^ " " ^ showOpt (safeDiv (1, 0)))
val _ = println (if isSome (SOME 1) andalso not (isSome NONE) then "isSome ok" else "bad")
val _ = printInt (valOf (SOME 5) + getOpt (NONE, 10) + getOpt (SOME 100, 0))
fun bind (NONE, _) = NONE
  | bind (SOME x, f) = f x
fun compute (a, b, c) = bind (safeDiv (a, b), fn q => bind (safeDiv (q, c), fn r => SOME (r + 1)))
val _ = println (showOpt (compute (100, 5, 2)) ^ " " ^ showOpt (compute (100, 0, 2)) ^ " " ^ showOpt (compute (100, 5, 0)))
fun mapOpt f NONE = NONE | mapOpt f (SOME x) = SOME (f x)
val _ = println (showOpt (mapOpt (fn x => x * x) (SOME 9)))
fun findFirst p [] = NONE
  | findFirst p (x :: xs) = if p x then SOME x else findFirst p xs
val _ = println (showOpt (findFirst (fn x => x > 3) [1, 5, 2, 7]) ^ " " ^ showOpt (findFirst (fn x => x > 30) [1, 5]))
fun catOpts xs = foldr (fn (SOME x, acc) => x :: acc | (NONE, acc) => acc) [] xs
val _ = println (concat (map Int.toString (catOpts [SOME 1, NONE, SOME 2, NONE, SOME 3])))
val _ = println ((Int.toString (valOf (findFirst (fn x => x < 0) [1, 2]))) handle Option => "Option raised")
(* order *)
fun cmpInt (a, b) = if a < b then LESS else if a > b then GREATER else EQUAL
fun ordStr LESS = "<" | ordStr EQUAL = "=" | ordStr GREATER = ">"
val _ = println (concat (map (ordStr o cmpInt) [(1, 2), (2, 2), (3, 2)]))
fun lexCmp cmp ([], []) = EQUAL
  | lexCmp cmp ([], _) = LESS
  | lexCmp cmp (_, []) = GREATER
  | lexCmp cmp (x :: xs, y :: ys) = (case cmp (x, y) of EQUAL => lexCmp cmp (xs, ys) | r => r)
val _ = println (concat (map (ordStr o lexCmp cmpInt) [([1, 2], [1, 3]), ([1, 2], [1, 2]), ([2], [1, 9]), ([1], [1, 0])]))
fun sortWith cmp [] = []
  | sortWith cmp (p :: xs) =
      sortWith cmp (foldr (fn (x, acc) => if cmp (x, p) = LESS then x :: acc else acc) [] xs)
      @ [p] @ sortWith cmp (foldr (fn (x, acc) => if cmp (x, p) <> LESS then x :: acc else acc) [] xs)
val _ = println (concat (map Int.toString (sortWith cmpInt [5, 3, 9, 1, 3, 7])))
val _ = println (concat (map Int.toString (sortWith (fn (a, b) => cmpInt (b, a)) [5, 3, 9, 1, 3, 7])))
val _ = println (if LESS <> GREATER andalso EQUAL = EQUAL then "order eq ok" else "bad")
val opts = [SOME "a", NONE, SOME "c"]
val _ = println (if opts = [SOME "a", NONE, SOME "c"] then "option list eq" else "bad")
