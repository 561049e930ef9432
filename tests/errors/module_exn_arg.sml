(* expect: exception specified with argument int but declared with argument string. Poly/ML: Structure does not match signature. Signature: exception Bad of int Structure: exception Bad of string Reason: Can't match string to int (Different type constructors) *)
signature ERR = sig
  exception Bad of int
end
structure E : ERR = struct
  exception Bad of string
end
