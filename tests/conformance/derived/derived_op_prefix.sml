(* §2.6 / Appendix A: "op" makes an infix identifier nonfix for one
   occurrence, in expressions, patterns and bindings. *)
val plus = op +
val cons = op ::
val xs = foldr op :: [] [1, 2, 3]
fun hd' (op :: (x, _)) = x
  | hd' nil = 0
infix 7 **
fun op ** (a, b) = a * b * 2
val _ = print (Int.toString (plus (2, 3)) ^ " " ^ Int.toString (length (cons (0, xs))) ^ "\n")
val _ = print (Int.toString (hd' xs) ^ " " ^ Int.toString (op ** (3, 4)) ^ " " ^ Int.toString (3 ** 4) ^ "\n")
nonfix +
val _ = print (Int.toString (+ (5, 6)) ^ "\n")
infix 6 +
