(* A prime cannot start a value identifier. *)
val ' = 1
