(* Definition §2.2: a string constant holds printable characters (codes 33-126),
   spaces and escape sequences; a raw tab (or other control character) is not
   allowed and must be written as an escape such as \t. *)
val s = "a	b"
val _ = print (Int.toString (size s) ^ "\n")
