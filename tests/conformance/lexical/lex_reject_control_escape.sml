(* Definition §2.2: the control escape \^c needs c in the range 64-95
   (@ to _); "\^?" is not an escape sequence. *)
val s = "\^?"
