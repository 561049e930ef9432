(* Definition Appendix E and the Basis (INTEGER, WORD): the overloaded
   operators also work at the other integer and word types the Basis provides
   (here IntInf.int and Word8.word), resolved from their operands' types. *)
val a = IntInf.fromInt 100000000000
val b = a * a + IntInf.fromInt 1
val w = Word8.fromInt 255 + Word8.fromInt 1
val _ = print (IntInf.toString b ^ " " ^ Word8.toString w ^ " " ^ Bool.toString (a < b) ^ "\n")
