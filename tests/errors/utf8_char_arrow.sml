(* Three bytes; the same character is a fine string. *)
val s = "→"
val c = #"→"
