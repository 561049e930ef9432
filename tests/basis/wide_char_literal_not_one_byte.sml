(* expect: a character written literally beyond ASCII stands for its UTF-8
   bytes in a char constant (2 here), so it is one character only at
   WideChar.char; the comparison with a char fixes char *)
val w : WideChar.char = #"é"
fun isE c = c = #"é" orelse c = #"e"
val _ = isE #"x"
