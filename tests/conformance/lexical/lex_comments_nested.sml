(* Definition §2.8: comments are (* ... *) and nest properly. *)
val a = 1 (* one (* two (* three *) two *) one *)
(* a comment spanning
   several (* nested
   *) lines *) val b = 2
val c = (* inside an expression *) a + (**) b
(***)
(* stars *** and ( parens ) inside **)
val _ = print (Int.toString c ^ "\n")
