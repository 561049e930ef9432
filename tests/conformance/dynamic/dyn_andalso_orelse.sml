(* Definition Appendix A / §6.7: andalso and orelse short-circuit
   (derived from if/case); the right operand is evaluated only if needed. *)
val hits = ref 0
fun t () = (hits := !hits + 1; true)
fun f () = (hits := !hits + 1; false)
fun show b = print (Bool.toString b ^ " " ^ Int.toString (!hits) ^ "\n")
val _ = show (f () andalso t ())
val _ = show (t () orelse f ())
val _ = show (t () andalso f ())
val _ = show (f () orelse t ())
(* short-circuit protects a division by zero *)
val x = 0
val _ = show (x <> 0 andalso 10 div x > 1)
val _ = show (x = 0 orelse 10 div x > 1)
