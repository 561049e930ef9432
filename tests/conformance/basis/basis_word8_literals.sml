(* Basis WORD (Word8) and Definition App. E: word literals are overloaded at
   Word8.word; arithmetic mod 256, shifts, conversions to/from
   Word and Int, toString. *)
fun h w = Word8.toString w
val _ = print (String.concatWith " " [h (0wxFF + 0w1), h (0w0 - 0w1), h (0w16 * 0w16),
  h (Word8.<< (0wx81, 0w1)), h (Word8.>> (0wx81, 0w1)), h (Word8.~>> (0wx81, 0w1)),
  h (Word8.notb 0wx0F), h (Word8.fromInt 300), h (Word8.fromInt ~1)] ^ "\n")
val _ = print (Int.toString (Word8.toInt 0wxFE) ^ " " ^ Int.toString (Word8.toIntX 0wxFE) ^ " " ^
  LargeWord.toString (Word8.toLarge 0wx7F) ^ " " ^ h (Word8.fromLarge 0wx1234) ^ "\n")
val _ = print (Bool.toString (Word8.< (0wx7F, 0wx80)) ^ " " ^ Int.toString Word8.wordSize ^ "\n")
val _ = print ((h (Word8.div (0w1, 0w0))) handle Div => "Div\n")
