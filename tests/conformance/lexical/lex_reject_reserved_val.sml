(* Definition §2.1: "case" is a reserved word and cannot be a value identifier. *)
val case = 1
