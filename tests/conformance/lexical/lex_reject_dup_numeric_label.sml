(* Definition §2.9: no expression row may bind the same label twice,
   numeric labels included. *)
val t = {1 = "a", 2 = "b", 1 = "c"}
