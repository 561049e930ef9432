(* expect: a datatype bound outside the signature is not flexible, so it cannot share *)
datatype d = A | B
signature S = sig
  datatype t = A | B
  sharing type t = d
end
