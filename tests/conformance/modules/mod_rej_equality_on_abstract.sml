(* §5.7: a type specified by `type` (not eqtype) and made abstract by
   opaque ascription does not admit equality. Rejected. *)
signature S = sig type t val x : t end
structure A :> S = struct type t = int val x = 1 end
val b = A.x = A.x
