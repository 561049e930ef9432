(* Definition §2.8: a comment separates tokens like whitespace, and a star
   before a right parenthesis outside a comment is just two tokens. *)
infix 7 **
fun a ** b = a * b + 1
val f = (op **)
val x = 1(*c*)+(*d*)2
val s = "a"(*c*)^"b"
val (*a*)y(*b*)=(*c*)x(**)*(**)2
val _ = print (Int.toString (f (2, 3)) ^ " " ^ Int.toString x ^ s ^ " " ^ Int.toString y ^ "\n")
