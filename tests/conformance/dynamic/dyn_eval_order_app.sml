(* Definition §6.7 rule 114: in an application exp1 exp2 the function
   expression is evaluated before the argument. *)
val log = ref ([] : string list)
fun note s v = (log := s :: !log; v)
val r = (note "fun" (fn x => x + 1)) (note "arg" 41)
val _ = print (String.concatWith "," (rev (!log)) ^ " = " ^ Int.toString r ^ "\n")
val _ = log := []
(* curried application: f a b = (f a) b *)
fun f a b = a - b
val s = (note "f" f) (note "a" 10) (note "b" 3)
val _ = print (String.concatWith "," (rev (!log)) ^ " = " ^ Int.toString s ^ "\n")
val _ = log := []
(* infix operator: argument tuple evaluated left to right *)
val u = note "l" 7 - note "r" 2
val _ = print (String.concatWith "," (rev (!log)) ^ " = " ^ Int.toString u ^ "\n")
