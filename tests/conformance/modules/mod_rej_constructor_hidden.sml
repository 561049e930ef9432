(* §5.6 / §5.7: a datatype matched by a plain `type` spec loses its
   constructors in the view; using one through the view is an unbound
   identifier. Rejected. *)
signature S = sig type t val f : t -> int end
structure A : S = struct datatype t = K of int fun f (K n) = n end
val v = A.f (A.K 1)
