(* expect: eqtype specification matched by a function type, which does not admit equality. Poly/ML: Structure does not match signature. Signature: eqtype t Structure: type t = int -> int Reason: Type in structure is not an equality type *)
signature KEY = sig
  eqtype t
  val k : t
end
structure K : KEY = struct
  type t = int -> int
  val k = fn x => x
end
