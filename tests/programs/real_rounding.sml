(* floor, ceil, round, trunc on positive, negative, integral and exact .5 values (round is half-to-even). *)

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

fun row x = println (intToString (floor x) ^ " " ^ intToString (ceil x) ^ " "
                     ^ intToString (round x) ^ " " ^ intToString (trunc x))
val _ = app row [0.0, 0.3, 0.5, 0.7, 1.0, 1.5, 2.5, 3.5, ~0.3, ~0.5, ~0.7, ~1.0, ~1.5, ~2.5, ~3.5,
                 2.4999, 2.5001, 123456.5, ~123456.5, 1.0E12 + 0.5, ~7.75]
val _ = printInt (round 4611686018427.0)
val _ = printInt (floor (~0.0))
(* out of range conversions raise Overflow *)
val _ = println ((intToString (floor 1.0E30)) handle Overflow => "Overflow")
val _ = println ((intToString (round ~1.0E19)) handle Overflow => "Overflow")
val _ = println ((intToString (trunc 1.0E20)) handle Overflow => "Overflow")
val _ = println ((intToString (ceil 5.0E18)) handle Overflow => "Overflow")
