(* Basis INTEGER: div rounds toward negative infinity and mod has the sign of
   the divisor; quot truncates toward zero and rem has the sign of the
   dividend. *)
fun row (a, b) = print (String.concatWith " "
  (map Int.toString [a, b, a div b, a mod b, Int.quot (a, b), Int.rem (a, b)]) ^ "\n")
val _ = app row [(7, 2), (~7, 2), (7, ~2), (~7, ~2), (6, 3), (~6, 3), (1, 5), (~1, 5)]
