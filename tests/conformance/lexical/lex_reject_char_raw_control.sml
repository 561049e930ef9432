(* Definition §2.2: a character constant holds a printable character, a space or
   an escape; a raw control character (here byte 0x01) is not allowed. *)
val c = #""
