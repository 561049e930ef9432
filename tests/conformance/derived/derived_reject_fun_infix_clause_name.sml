(* Appendix A / §2.9: all clauses of an fvalbind must define the same
   function, also when written in infix form. *)
infix 6 ++
fun a ++ b = a + b
  | f x = x
