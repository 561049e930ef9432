(* Definition §4.6, rule 15: an explicit type variable stands for a type
   variable that must be generalized; it cannot be instantiated to int inside
   its own declaration. *)
val 'a f = fn (x : 'a) => x + (1 : int)
