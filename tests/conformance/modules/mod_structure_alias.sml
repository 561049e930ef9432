(* §5.7 (strexp longstrid): binding a structure to an existing one gives
   the same components: same types, same exceptions, same references. *)
structure A = struct
  datatype t = K of int
  exception E
  val r = ref 0
end
structure B = A
structure C = struct structure Inner = B end
val () = B.r := 5
val v = (raise C.Inner.E) handle A.E => "same exception"
val k : A.t = C.Inner.K (!A.r)
val () = print (v ^ " " ^ (case k of B.K n => Int.toString n) ^ "\n")
