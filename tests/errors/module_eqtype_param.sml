(* expect: functor parameter requires an eqtype but the argument's type is abstract without equality. Poly/ML: Structure does not match signature. Signature: eqtype t Structure: type t Reason: Type in structure is not an equality type *)
functor Set (X : sig eqtype t val x : t end) = struct
  fun isX y = y = X.x
end
structure Opaque :> sig type t val x : t end = struct
  type t = int
  val x = 0
end
structure S = Set (Opaque)
