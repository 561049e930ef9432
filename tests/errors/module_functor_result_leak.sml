(* expect: the opaque result signature of functor Count hides the representation: C.t is not int. Poly/ML: Type error in function application. Function: * : 'a * 'a -> 'a Argument: (C.next C.init, 2) : C.t * 'a Reason: Can't unify int with C.t (Different type constructors) *)
functor Count (X : sig val start : int end) :> sig type t val init : t val next : t -> t end = struct
  type t = int
  val init = X.start
  fun next n = n + 1
end
structure C = Count (struct val start = 0 end)
val n = C.next C.init * 2
