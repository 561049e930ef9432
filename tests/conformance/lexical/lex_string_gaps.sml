(* Definition §2.2: \f...f\ (formatting characters: space, tab, newline,
   formfeed) inside a string is ignored. *)
val s = "abc\   \def\
        \ghi\
\\n"
val _ = print s
val t = "x\		\y\n"
val _ = print t
val _ = print (Int.toString (size "1\
   \2") ^ "\n")
