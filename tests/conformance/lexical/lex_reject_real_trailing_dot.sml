(* Definition §2.2: a fraction is "." followed by at least one digit; "1." is
   not a real constant. *)
val x = 1.
val y = 2
