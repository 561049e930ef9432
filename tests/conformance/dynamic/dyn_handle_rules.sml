(* Definition §6.7 rules 108-110 and §6.8 match: a handler tries its rules in
   order; an exception no rule matches propagates (implicit re-raise). *)
exception A
exception B of int
exception C of string
fun classify f =
  (f (); "none")
  handle A => "A"
       | B 0 => "B zero"
       | B n => "B " ^ Int.toString n
val _ = print (classify (fn () => raise A) ^ "\n")
val _ = print (classify (fn () => raise B 0) ^ "\n")
val _ = print (classify (fn () => raise B 7) ^ "\n")
val _ = print (classify (fn () => ()) ^ "\n")
val _ = print ((classify (fn () => raise C "c")) handle C s => "outer " ^ s ^ "\n")
val _ = print "\n"
(* explicit re-raise from a handler *)
fun g () = (raise C "inner") handle e => (print "cleanup\n"; raise e)
val _ = g () handle C s => print ("caught " ^ s ^ "\n")
