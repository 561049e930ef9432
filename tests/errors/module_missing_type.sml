(* expect: structure lacks type component t required by its signature. Poly/ML: Structure does not match signature. Signature: type t Structure: Not present *)
signature STACK = sig
  type t
  val empty : int list
end
structure S : STACK = struct
  val empty = []
end
