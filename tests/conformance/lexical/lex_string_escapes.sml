(* Definition §2.2: string escapes \a \b \t \n \v \f \r \^c \ddd \uxxxx \" \\ *)
val s = "\a\b\t\n\v\f\r\^@\^A\^Z\^_\000\127\255\u0000\u00ff\"\\"
val _ = print (String.concatWith " " (map (Int.toString o Char.ord) (explode s)) ^ "\n")
val _ = print (Int.toString (size s) ^ "\n")
val _ = print "A\066C\u0044\n"
val _ = print (Int.toString (size "") ^ "\n")
