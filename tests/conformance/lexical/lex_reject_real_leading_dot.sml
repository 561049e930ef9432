(* Definition §2.2: a real constant needs digits before the point; ".5" is
   not a constant. *)
val x = .5
