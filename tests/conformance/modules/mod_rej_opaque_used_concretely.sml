(* §5.7 opaque ascription: the type t gets a fresh name, so A.x : A.t is no
   longer an int and cannot be added. Rejected. *)
signature S = sig type t val x : t end
structure A :> S = struct type t = int val x = 3 end
val y = A.x + 1
