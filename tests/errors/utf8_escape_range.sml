(* \u names one byte (a char), so its code must be at most 255. *)
val s = "right \u2192"
