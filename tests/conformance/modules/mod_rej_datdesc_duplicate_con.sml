(* §3.5: no condesc may describe the same identifier twice. Rejected. *)
signature S = sig datatype t = A | B of int | A end
