(* expect: opaque type S.t used as its representation int. Poly/ML: Type error in function application. Function: + : 'a * 'a -> 'a Argument: (S.x, 1) : S.t * 'a Reason: Can't unify int with S.t (Different type constructors) *)
structure S :> sig type t val x : t end = struct
  type t = int
  val x = 1
end
val y = S.x + 1
