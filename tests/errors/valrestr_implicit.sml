(* Implicitly scoped at this val (Definition 4.6): the same rule applies. *)
val (_, r) = (0, ref (fn y : 'b => y))
