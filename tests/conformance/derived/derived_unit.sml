(* Appendix A (Fig. 15-17): () abbreviates the empty record {} in expressions,
   patterns, and the type unit is {}. *)
val u : unit = {}
val {} = ()
fun f () = "called"
val g : {} -> string = f
val _ = print (g {} ^ " " ^ Bool.toString (() = {}) ^ "\n")
