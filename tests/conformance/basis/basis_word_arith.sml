(* Basis WORD: arithmetic modulo 2^wordSize, shifts (<<, >>, ~>>), andb,
   orb, xorb, notb, toString in hex, fromInt/toInt. Word.wordSize varies by
   implementation, so results are masked to 8/16 bits. *)
fun h w = Word.toString w
val m = 0wxFFFF
val _ = print (String.concatWith " " [h (0w3 + 0w4), h (0w10 - 0w3), h (0w6 * 0w7),
  h (0w100 div 0w7), h (0w100 mod 0w7), h (Word.andb (0wxF0, 0wx3C)), h (Word.orb (0wxF0, 0wx0F)),
  h (Word.xorb (0wxFF, 0wx0F)), h (Word.andb (Word.notb 0w0, m))] ^ "\n")
val _ = print (String.concatWith " " [h (Word.<< (0w1, 0w4)), h (Word.>> (0wx80, 0w3)),
  h (Word.andb (Word.~>> (Word.notb 0w0, 0w5), m)), h (Word.>> (0wx80, 0w100)),
  h (Word.<< (0w1, 0w100))] ^ "\n")
(* subtraction wraps around *)
val _ = print (h (Word.andb (0w0 - 0w1, m)) ^ " " ^ Int.toString (Word.toInt 0wx2A) ^ " " ^
  h (Word.fromInt 255) ^ " " ^ h (Word.andb (Word.fromInt ~1, m)) ^ "\n")
val _ = print (Bool.toString (0w5 < 0w7) ^ " " ^ Bool.toString (Word.andb (0w0 - 0w1, m) > 0w1) ^ "\n")
val _ = print (Word.fmt StringCvt.BIN 0w10 ^ " " ^ Word.fmt StringCvt.DEC 0w99 ^ "\n")
