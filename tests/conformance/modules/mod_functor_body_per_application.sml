(* §7.3 (dynamic semantics of functor application): the functor body is evaluated at
   each application, in order, so side effects and fresh references happen
   once per application, not once per declaration. *)
val log = ref ([] : string list)
functor Counter (val name : string) = struct
  val () = log := ("make " ^ name) :: !log
  val r = ref 0
  fun tick () = (r := !r + 1; !r)
end
val () = log := "before" :: !log
structure C1 = Counter (val name = "one")
structure C2 = Counter (val name = "two")
val a = (C1.tick (); C1.tick (); C1.tick ())
val b = C2.tick ()
val () = print (String.concatWith ", " (rev (!log)) ^ "\n")
val () = print (Int.toString a ^ " " ^ Int.toString b ^ "\n")
