(* Definition §2.9: a pattern may not bind the same variable twice (patterns are
   linear; there is no implicit equality test). *)
fun same (x, x) = true
  | same _ = false
