(* Definition rule 24 side condition and Appendix G.7 ("the type of x would
   contain a type name generated inside its scope"): x's type is fixed outside
   the let, so equating it with the local datatype t is rejected. *)
val f = fn x => let datatype t = C val _ = if true then x else C in 5 end
