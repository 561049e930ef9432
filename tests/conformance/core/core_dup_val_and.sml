(* Definition §2.9 (syntactic restrictions, part of the core's elaboration): no
   valbind may bind the same identifier twice; x is bound twice by one `val`. *)
val x = 1 and x = 2
