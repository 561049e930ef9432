(* expect: a reserved symbol is not a label *)
val r = {| = 1}
