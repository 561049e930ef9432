(* §5.7 where type: the long type constructor must be specified by the
   signature. Rejected. *)
signature S = sig type t end
signature T = S where type u = int
