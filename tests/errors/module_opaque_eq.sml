(* expect: equality on an opaque type specified with type (not eqtype). Poly/ML: Type error in function application. Function: = : ''a * ''a -> bool Argument: (S.x, S.x) : S.t * S.t Reason: Can't unify ''a to S.t (Requires equality type) *)
structure S :> sig type t val x : t end = struct
  type t = int
  val x = 1
end
val same = S.x = S.x
