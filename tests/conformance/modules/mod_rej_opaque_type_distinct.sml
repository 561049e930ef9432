(* §5.7 opaque ascription: two opaque views of the same structure have
   distinct abstract types. Rejected. *)
signature S = sig type t val x : t val f : t -> int end
structure M = struct type t = int val x = 1 fun f n = n end
structure A :> S = M
structure B :> S = M
val n = A.f B.x
