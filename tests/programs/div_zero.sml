(* Div raised by div and mod with a zero divisor, caught by handlers; also nested arithmetic where the zero comes from a computation. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun safe f = Int.toString (f ()) handle Div => "Div"
val zero = length ([] : int list)
val _ = println (safe (fn () => 10 div 0))
val _ = println (safe (fn () => 10 mod 0))
val _ = println (safe (fn () => ~10 div zero))
val _ = println (safe (fn () => 0 mod zero))
val _ = println (safe (fn () => 100 div (5 - 5) + 1))
val _ = println (safe (fn () => 100 div 7))
fun avg xs = foldl (op +) 0 xs div length xs
val _ = println (safe (fn () => avg [1, 2, 3, 4]))
val _ = println (safe (fn () => avg []))
val _ = println ((exnName (10 div zero; Fail "no")) handle e => exnName e)
