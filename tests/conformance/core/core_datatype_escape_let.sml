(* Definition §4.9 and rule 2/24 side condition tynames τ ⊆ T of C: the type of
   a let expression may not mention a type name declared in its own
   declarations (the datatype t would escape its scope). *)
val x = let datatype t = C of int in C 1 end
