(* Basis WORD (Word8): arithmetic mod 256, shifts, conversions to/from
   Word and Int, toString. (Values are built with Word8.fromInt rather than
   literals.) *)
val w = Word8.fromInt
fun h x = Word8.toString x
val _ = print (String.concatWith " " [h (Word8.+ (w 255, w 1)), h (Word8.- (w 0, w 1)), h (Word8.* (w 16, w 16)),
  h (Word8.<< (w 0x81, 0w1)), h (Word8.>> (w 0x81, 0w1)), h (Word8.~>> (w 0x81, 0w1)),
  h (Word8.notb (w 15)), h (w 300), h (w ~1)] ^ "\n")
val _ = print (Int.toString (Word8.toInt (w 254)) ^ " " ^ Int.toString (Word8.toIntX (w 254)) ^ " " ^
  LargeWord.toString (Word8.toLarge (w 127)) ^ " " ^ h (Word8.fromLarge (LargeWord.fromInt 0x1234)) ^ "\n")
val _ = print (Bool.toString (Word8.< (w 127, w 128)) ^ " " ^ Int.toString Word8.wordSize ^ "\n")
val _ = print ((h (Word8.div (w 1, w 0))) handle Div => "Div\n")
