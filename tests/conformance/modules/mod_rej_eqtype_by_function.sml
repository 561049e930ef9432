(* §5.6 signature matching: an eqtype specification requires a type that
   admits equality; int -> int does not. Rejected. *)
signature S = sig eqtype t end
structure A : S = struct type t = int -> int end
