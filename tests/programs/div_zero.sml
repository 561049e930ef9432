(* Div raised by div and mod with a zero divisor, caught by handlers; also nested arithmetic where the zero comes from a computation. *)

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

fun safe f = intToString (f ()) handle Div => "Div"
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
