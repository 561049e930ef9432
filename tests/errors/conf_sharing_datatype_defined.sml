(* expect: a datatype specification may share only with a flexible type; this one is defined as int *)
signature S = sig
  datatype t = A | B of int
  type u = int
  sharing type t = u
end
