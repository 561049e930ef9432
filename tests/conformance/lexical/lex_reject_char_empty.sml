(* Definition §2.2: a character constant #"s" needs a string of size one. *)
val c = #""
