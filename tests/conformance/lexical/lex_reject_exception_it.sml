(* Definition §2.9: no exbind may bind "it". *)
exception it
