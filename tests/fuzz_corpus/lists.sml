(* List functions written by hand. *)
fun sum [] = 0
  | sum (x :: xs) = x + sum xs

fun mapL f [] = []
  | mapL f (x :: xs) = f x :: mapL f xs

val squares = mapL (fn x => x * x) [1, 2, 3, 4]
val () = print (if sum squares = 30 then "ok\n" else "bad\n")
