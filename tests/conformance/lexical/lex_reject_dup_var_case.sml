(* Definition §2.9: no pattern may bind the same variable twice (here in a
   case match). *)
val r = case (1, 2) of (a, a) => a
