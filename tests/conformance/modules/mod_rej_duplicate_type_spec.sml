(* §3.5 (no typdesc describes the same identifier twice) and §5.7 (spec
   sequence domains disjoint): duplicate type specifications. Rejected. *)
signature S = sig
  type t
  type u and t
end
