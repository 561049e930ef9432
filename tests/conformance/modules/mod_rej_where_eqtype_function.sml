(* §5.7 where type: if the realised type is specified as an eqtype, the
   type it is set to must admit equality; int -> int does not. Rejected. *)
signature S = sig eqtype t end
signature T = S where type t = int -> int
