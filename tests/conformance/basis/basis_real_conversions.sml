(* Basis REAL: floor, ceil, trunc, round (to nearest even on ties) and
   Real.fromInt; rounding functions raise Overflow on out of range. *)
fun row x = print (String.concatWith " "
  (map Int.toString [floor x, ceil x, trunc x, round x]) ^ "\n")
val _ = app row [2.5, 3.5, ~2.5, 2.7, ~2.7, 0.0, ~0.5, 1.5]
val _ = print (Real.toString (Real.fromInt 7) ^ "\n")
val _ = print ((Int.toString (floor 1.0E30)) handle Overflow => "Overflow\n")
val _ = print ((Int.toString (Real.round (1.0 / 0.0))) handle Overflow => "Overflow\n")
