(* Definition Appendix E, §2.2: integer literals are overloaded at the int types
   (default int); a constraint makes one an IntInf.int, and the arithmetic on it
   is then IntInf's. *)
val big : IntInf.int = 100000000000 * 100000000000
val w : Word8.word = 0w255 + 0w1
val _ = print (IntInf.toString big ^ " " ^ Word8.toString w ^ " "
               ^ IntInf.toString (IntInf.pow (2, 70) div 3) ^ "\n")
