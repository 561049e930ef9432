(* Definition §6.7 rule 124 and §8 (programs): an uncaught Bind at top level
   ends the program; output printed before it is kept. *)
val _ = print "before\n"
val [x] = [1, 2]
val _ = print "after\n"
