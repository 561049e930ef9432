(* `::` has infix status, but no datbind may bind it (Definition §2.9). *)
datatype t = :: of int * t | E
