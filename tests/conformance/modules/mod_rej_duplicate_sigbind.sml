(* §3.5: no sigbind may bind the same identifier twice. Rejected. *)
signature S = sig end
      and S = sig val x : int end
