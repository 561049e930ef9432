(* §5.7 where type: the type realised must be flexible in the signature;
   t is already defined as int, so `where type t = string` is rejected. *)
signature S = sig type t = int val x : t end
signature T = S where type t = string
