(* expect: two applications of a functor produce different datatypes: A.t is not B.t. Poly/ML: Type error in function application. Function: A.get : A.t -> int Argument: (B.C 1) : B.t Reason: Can't unify A.t with B.t (Different type constructors) *)
functor F (X : sig end) = struct
  datatype t = C of int
  fun get (C n) = n
end
structure A = F (struct end)
structure B = F (struct end)
val n = A.get (B.C 1)
