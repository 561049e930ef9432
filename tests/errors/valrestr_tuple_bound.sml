(* `g : 'b -> 'b` is bound and the tuple is expansive. *)
val 'b (c, g) = (ref 0, fn y : 'b => y)
