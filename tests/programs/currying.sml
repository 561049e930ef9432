(* Currying and partial application, including curried functions over tuples and op sections. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun add x y = x + y
fun add3 a b c = a + b + c
fun curry f x y = f (x, y)
fun uncurry f (x, y) = f x y
fun flip f x y = f y x
val inc = add 1
val add10 = add3 4 6
val sub = curry (op -)
val _ = printInt (inc 41)
val _ = printInt (add10 5)
val _ = printInt (sub 10 3)
val _ = printInt (flip sub 10 3)
val _ = printInt (uncurry add (20, 22))
val _ = println (concat (map (curry (op ^) "x") ["a", "b", "c"]))
fun mapc f = fn xs => map f xs
val doubleAll = mapc (fn x => 2 * x)
val _ = println (concat (map (fn n => Int.toString n ^ " ") (doubleAll [1, 2, 3])))
fun foldSum xs = foldl (op +) 0 xs
val _ = printInt (foldSum [1, 2, 3, 4, 5])
fun tabulate (n, f) = let fun go i = if i >= n then [] else f i :: go (i + 1) in go 0 end
val curriedTab = fn f => fn n => tabulate (n, f)
val squares = curriedTab (fn i => i * i)
val _ = println (concat (map (fn n => Int.toString n ^ " ") (squares 6)))
(* partially applied functions stored and applied later *)
val adders = map add [1, 2, 3]
val _ = printInt (foldl (fn (f, acc) => f acc) 0 adders)
fun between lo hi x = lo <= x andalso x <= hi
val digitsOnly = between 0 9
val _ = println (if digitsOnly 5 andalso not (digitsOnly 10) then "between ok" else "between bad")
