(* expect: functor argument violates the parameter's sharing constraint (int vs string). Poly/ML: Structure does not match signature in sub-structure A. Signature: type t Structure: eqtype t Reason: Can't match int = FixedInt.int to string = string (Different type constructors) *)
signature ORD = sig
  type t
  val less : t * t -> bool
end
functor Merge (structure A : ORD structure B : ORD sharing type A.t = B.t) = struct
  fun pick (x, y) = if A.less (x, y) then x else y
end
structure IntOrd = struct type t = int val less = op < end
structure StrOrd = struct type t = string fun less (a : string, b) = a < b end
structure M = Merge (structure A = IntOrd structure B = StrOrd)
