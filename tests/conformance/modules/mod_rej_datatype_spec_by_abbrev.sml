(* §5.5: a datatype spec is not matched by a type abbreviation plus values
   of the same names; A and B are not constructors. Rejected. *)
signature S = sig datatype t = A | B end
structure M : S = struct type t = bool val A = true val B = false end
