(* `nil as p` would bind nil as a variable. *)
val nil as x = []
