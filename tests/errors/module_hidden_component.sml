(* expect: component secret hidden by the signature is not accessible through the ascribed structure. Poly/ML: Value or constructor (secret) has not been declared in structure Pub *)
structure Impl = struct
  val secret = 42
  val public = 1
end
structure Pub : sig val public : int end = Impl
val z = Pub.secret
