(* Appendix E: integer and word constants at the Basis's other integer and
   word types (IntInf, Int32, Word8, Word32), defaulting to int and word; a
   constant the type cannot hold raises Overflow here (Poly/ML rejects it
   at compile time; the Definition leaves such a program undefined). *)
val x : IntInf.int = 5
val w : Word8.word = 0w1
val y = IntInf.* (x, 1000000000000)
val z : Int32.int = ~7
val v : Word32.word = 0wxFFFFFFFF
fun inc (n : Word8.word) = n + 0w1
val d = 3
val () = print (IntInf.toString (y * y) ^ " " ^ Word8.toString (inc w) ^ " " ^ Int32.toString (z * 2)
                ^ " " ^ Word32.toString v ^ " " ^ Int.toString d ^ "\n")
val big = (Word8.toString (0w256 : Word8.word)) handle Overflow => "overflow"
val () = print (big ^ "\n")
