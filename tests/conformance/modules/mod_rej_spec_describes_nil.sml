(* §3.5: no valdesc, datdesc or exdesc may describe true, false, nil, ::
   or ref. Rejected. *)
signature S = sig val nil : int end
