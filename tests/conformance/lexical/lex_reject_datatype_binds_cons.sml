(* Definition §2.9: no datbind may bind "::". *)
datatype t = Nil | op :: of int * t
