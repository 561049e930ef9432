(* expect: functor argument lacks value component compare required by the parameter signature. Poly/ML: Structure does not match signature. Signature: val compare: t * t -> bool Structure: Not present *)
signature ORD = sig
  type t
  val compare : t * t -> bool
end
functor Sort (O : ORD) = struct
  fun min (a, b) = if O.compare (a, b) then a else b
end
structure IntOrd = struct
  type t = int
  val less = op <
end
structure S = Sort (IntOrd)
