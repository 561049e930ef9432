(* ('b, 'a) either is not η-equivalent to a type name of the parameters ('a, 'b). *)
datatype ('a, 'b) either = L of 'a | R of 'b
signature S = sig datatype ('a, 'b) t = A of 'a | B of 'b end
  where type ('a, 'b) t = ('b, 'a) either
