(* expect: duplicate type specification t in a signature. Poly/ML: Type (t) is already present in this signature. *)
signature S = sig
  type t
  eqtype t
end
