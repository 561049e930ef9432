(* A character written in the source is its UTF-8 encoding: 2 bytes. *)
val c = #"é"
