(* Basis STRING.tokens and fields: tokens drops empty tokens, fields keeps
   empty fields. *)
fun show l = "[" ^ String.concatWith "|" l ^ "] " ^ Int.toString (length l) ^ "\n"
val sep = fn c => c = #"," orelse c = #" "
val _ = print (show (String.tokens sep "a,b,,c  d"))
val _ = print (show (String.fields sep "a,b,,c  d"))
val _ = print (show (String.tokens sep ""))
val _ = print (show (String.fields sep ""))
val _ = print (show (String.fields sep ","))
val _ = print (show (String.tokens Char.isSpace "  lead and trail  "))
