(* expect: type component has arity 0 but the specification has arity 1. Poly/ML: Structure does not match signature. Signature: type 'a t Structure: eqtype t Reason: Types take different numbers of type arguments. *)
signature CONT = sig
  type 'a t
  val n : int
end
structure C : CONT = struct
  type t = int
  val n = 0
end
