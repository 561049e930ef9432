(* §5.7 (include, spec sequence: domains disjoint): including two
   signatures that both specify t specifies t twice. Rejected. *)
signature A = sig type t val a : t end
signature B = sig type t val b : t end
signature C = sig include A include B end
