(* Currying and partial application, including curried functions over tuples and op sections. *)

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
val _ = println (concat (map (fn n => intToString n ^ " ") (doubleAll [1, 2, 3])))
fun foldSum xs = foldl (op +) 0 xs
val _ = printInt (foldSum [1, 2, 3, 4, 5])
fun tabulate (n, f) = let fun go i = if i >= n then [] else f i :: go (i + 1) in go 0 end
val curriedTab = fn f => fn n => tabulate (n, f)
val squares = curriedTab (fn i => i * i)
val _ = println (concat (map (fn n => intToString n ^ " ") (squares 6)))
(* partially applied functions stored and applied later *)
val adders = map add [1, 2, 3]
val _ = printInt (foldl (fn (f, acc) => f acc) 0 adders)
fun between lo hi x = lo <= x andalso x <= hi
val digitsOnly = between 0 9
val _ = println (if digitsOnly 5 andalso not (digitsOnly 10) then "between ok" else "between bad")
