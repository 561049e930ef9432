(* Definition §4.4: a function type never admits equality, so `=` on functions
   is a type error. *)
val succ = fn x => x + 1
val b = succ = succ
