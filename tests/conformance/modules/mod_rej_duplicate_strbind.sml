(* §3.5: no strbind may bind the same identifier twice. Rejected. *)
structure A = struct val x = 1 end
      and A = struct val x = 2 end
