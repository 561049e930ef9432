(* §5.7 sharing type: all the shared type names must be flexible (bound in
   the signature); t is defined as int, so it cannot be shared. Rejected. *)
signature S = sig
  type t = int
  type u
  sharing type t = u
end
