(* Definition §4.6 and rule 15: 'a occurs only in the inner val, so it is scoped
   there and must be generalized there; but y's type is x's, which is free in
   the context (f's parameter), so 'a cannot be generalized: rejected. *)
fun f x = let val y : 'a = x in y end
