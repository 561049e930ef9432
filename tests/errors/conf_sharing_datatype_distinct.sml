(* expect: the parameter shares two datatype specifications, the argument gives two distinct datatypes *)
signature TABLE = sig datatype state = S of int end
functor F (structure A : TABLE structure B : TABLE sharing A = B) = struct
  fun conv (A.S n) = B.S n
end
structure X = struct datatype state = S of int end
structure Y = struct datatype state = S of int end
structure R = F (structure A = X structure B = Y)
