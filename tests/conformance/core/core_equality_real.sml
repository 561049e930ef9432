(* Definition §4.4 and Basis REAL: in SML '97 real is not an equality type
   (Real.== is the comparison), so `=` on reals is a type error. *)
val b = 1.0 = 1.0
