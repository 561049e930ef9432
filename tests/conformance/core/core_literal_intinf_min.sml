(* Appendix E: integer literals are overloaded at every int type the Basis
   provides; a constraint fixes the literal at IntInf.int (Word8.word for 0w1). *)
val x : IntInf.int = 5
val w : Word8.word = 0w1
val _ = print (IntInf.toString x ^ " " ^ Word8.toString w ^ "\n")
