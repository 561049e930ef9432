(* expect: eqtype specification matched by real, which does not admit equality. Poly/ML: Structure does not match signature. Signature: eqtype t Structure: type t Reason: Type in structure is not an equality type *)
signature KEY = sig
  eqtype t
  val k : t
end
structure K : KEY = struct
  type t = real
  val k = 1.0
end
