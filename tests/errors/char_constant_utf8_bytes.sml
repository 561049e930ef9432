(* expect: a character written literally beyond ASCII is its UTF-8 bytes in a
   char constant (2 here), so not one char (without the Basis's WideChar) *)
val c = #"é"
