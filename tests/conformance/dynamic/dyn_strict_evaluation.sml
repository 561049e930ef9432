(* Definition §6.7: evaluation is strict (call by value): arguments are
   evaluated before the call even if unused; fn bodies are not evaluated
   until applied. *)
val log = ref ([] : string list)
fun note s v = (log := s :: !log; v)
fun const x _ = x
val r = const 1 (note "unused arg" 2)
val f = fn () => note "body" 3
val _ = note "after fn" ()
val _ = print (String.concatWith "," (rev (!log)) ^ "\n")
val _ = f ()
val _ = f ()
val _ = print (String.concatWith "," (rev (!log)) ^ "\n")
(* an exception in an unused argument still propagates *)
val _ = print ((Int.toString (const 1 (raise Fail "eager"))) handle Fail m => m ^ "\n")
(* if branches are not both evaluated *)
val _ = print (if true then "then\n" else raise Fail "else evaluated")
