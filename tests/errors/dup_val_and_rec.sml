(* A plain and a recursive binding of the same group. *)
val x = 1 and rec x = fn y => y
