(* §3.5: no tyvarseq may contain the same type variable twice. Rejected. *)
signature S = sig type ('a, 'a) t end
