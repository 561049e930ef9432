(* §5.7 (datatype replication in specs and declarations): `datatype t =
   datatype A.t` in a signature requires the very same datatype; the
   replicated constructors are interchangeable with the originals. *)
structure A = struct datatype t = X | Y of int end
signature S = sig
  datatype u = datatype A.t
  val f : u -> int
end
structure B : S = struct
  datatype u = datatype A.t
  fun f X = 0 | f (Y n) = n
end
structure C :> S = B
val () = print (Int.toString (B.f (A.Y 3) + C.f (B.Y 4) + B.f (C.Y 5)) ^ "\n")
val () = print (case C.X of A.X => "same X\n" | _ => "different\n")
