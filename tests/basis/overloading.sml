(* The overloaded operators on the Basis types beyond int, word and real (Word8, Word32, Int32, IntInf ...). *)
val a : Word8.word = Word8.fromInt 200
val b = a + Word8.fromInt 100
val () = print (Word8.toString b ^ "\n")
fun sum (x : Word8.word, y) = x + y
val () = print (Word8.toString (sum (Word8.fromInt 255, Word8.fromInt 2)) ^ " " ^ Bool.toString (a < b) ^ "\n")
val big = IntInf.pow (IntInf.fromInt 2, 100)
val () = print (IntInf.toString (big * big - big) ^ "\n")
val () = print (Int32.toString (Int32.fromInt 7 * Int32.fromInt 6) ^ "\n")
val () = print (IntInf.toString (~ (abs (IntInf.fromInt ~5))) ^ "\n")
val () = print (Int.toString (3 + 4) ^ " " ^ Word.toString (0w3 + 0w4) ^ "\n")
