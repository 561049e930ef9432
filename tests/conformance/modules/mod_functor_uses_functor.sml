(* §5.7 functor application inside a functor body: SML '97 has no
   higher-order functors, but a functor body may apply other functors to
   its parameter, and results of one application can be passed on
   (F (G (X))). *)
signature NUM = sig type t val add : t * t -> t val zero : t val show : t -> string end
functor Sum (N : NUM) = struct
  type t = N.t
  fun sum l = foldl N.add N.zero l
  val show = N.show
  val add = N.add
  val zero = N.zero
end
functor Twice (N : NUM) = struct
  structure S = Sum (N)
  type t = N.t
  fun add (a, b) = N.add (N.add (a, b), N.add (a, b))
  val zero = N.zero
  val show = N.show
end
structure IntNum = struct type t = int val add = op + val zero = 0 val show = Int.toString end
structure T = Twice (IntNum)
structure ST = Sum (Twice (IntNum))
structure STT = Sum (Twice (Twice (IntNum)))
val () = print (T.S.show (T.S.sum [1, 2, 3]) ^ " " ^ ST.show (ST.sum [1, 2, 3]) ^ " "
                ^ STT.show (STT.sum [1, 1]) ^ "\n")
