(* floor, ceil, round, trunc on positive, negative, integral and exact .5 values (round is half-to-even). *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun row x = println (Int.toString (floor x) ^ " " ^ Int.toString (ceil x) ^ " "
                     ^ Int.toString (round x) ^ " " ^ Int.toString (trunc x))
val _ = app row [0.0, 0.3, 0.5, 0.7, 1.0, 1.5, 2.5, 3.5, ~0.3, ~0.5, ~0.7, ~1.0, ~1.5, ~2.5, ~3.5,
                 2.4999, 2.5001, 123456.5, ~123456.5, 1.0E12 + 0.5, ~7.75]
val _ = printInt (round 4611686018427.0)
val _ = printInt (floor (~0.0))
(* out of range conversions raise Overflow *)
val _ = println ((Int.toString (floor 1.0E30)) handle Overflow => "Overflow")
val _ = println ((Int.toString (round ~1.0E19)) handle Overflow => "Overflow")
val _ = println ((Int.toString (trunc 1.0E20)) handle Overflow => "Overflow")
val _ = println ((Int.toString (ceil 5.0E18)) handle Overflow => "Overflow")
