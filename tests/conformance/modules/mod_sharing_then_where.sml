(* §5.7: after `sharing type A.t = B.t`, realising one of the shared types
   with where type realises the other too. *)
signature ONE = sig type t val v : t end
signature TWO = sig
  structure A : ONE
  structure B : ONE
  sharing type A.t = B.t
end
structure P :> TWO where type A.t = int = struct
  structure A = struct type t = int val v = 2 end
  structure B = struct type t = int val v = 40 end
end
val n : int = P.A.v + P.B.v
val () = print (Int.toString n ^ "\n")
