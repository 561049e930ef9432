(* A real that overflows a double is rejected, not read as infinity. *)
val r = 1e999
