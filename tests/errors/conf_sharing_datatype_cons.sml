(* expect: datatypes that share must have the same constructors (no structure could match) *)
signature S = sig
  datatype t = A | B of int
  datatype u = A' | B' of int
  sharing type t = u
end
