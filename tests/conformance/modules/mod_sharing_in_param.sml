(* §5.7 (sharing type in a functor parameter): two substructures of the
   same signature, made to share their type; a sharing spec with three
   long type constructors identifies all three. *)
signature T = sig type t val v : t val comb : t * t -> t end
functor Three (structure A : T structure B : T structure C : T
               sharing type A.t = B.t = C.t) = struct
  val all = A.comb (A.v, B.comb (B.v, C.v))
end
structure I1 = struct type t = int val v = 1 val comb = op + end
structure I2 = struct type t = int val v = 20 fun comb (a, b) = a * b end
structure I3 = struct type t = int val v = 300 val comb = Int.max end
structure R = Three (structure A = I1 structure B = I2 structure C = I3)
val () = print (Int.toString R.all ^ "\n")
