(* Two datatypes of one group with the same name (Definition §2.9). *)
datatype a = X and a = Y
