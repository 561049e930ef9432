(* Definition §2.2: character constants #"c" hold exactly one character,
   written directly or as an escape sequence. *)
val cs = [#"a", #"Z", #" ", #"\n", #"\t", #"\\", #"\"", #"\065", #"\^A", #"\u0041", #"#"]
val _ = print (String.concatWith " " (map (Int.toString o Char.ord) cs) ^ "\n")
val _ = print (String.implode [#"o", #"k", #"\n"])
val _ = print (Bool.toString (#"a" < #"b") ^ "\n")
