(* expect: datatype specification matched by a type abbreviation instead of a datatype. Poly/ML: Structure does not match signature. Signature: datatype t = None | Some of int Structure: type t = int option Reason: Type in structure is not a datatype *)
signature OPT = sig
  datatype t = None | Some of int
end
structure O : OPT = struct
  type t = int option
  val None = NONE
  val Some = SOME
end
