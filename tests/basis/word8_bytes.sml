(* Word8, Word32, Word8Vector, Word8Array, Byte, CharArray *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
val W8 = Word8.toString
val W32 = Word32.toString
val b = Word8.fromInt

val () = show "Word8 wordSize" (Int.toString Word8.wordSize ^ " " ^ Int.toString Word32.wordSize)
val () = show "Word8 fromInt" (String.concatWith " " (List.map (W8 o b) [0, 255, 256, 300, ~1]))
val () = show "Word8 arith" (String.concatWith " " (List.map W8 [Word8.+ (b 255, b 1), Word8.- (b 0, b 1), Word8.* (b 16, b 16), Word8.div (b 200, b 7), Word8.mod (b 200, b 7), Word8.~ (b 1)]))
val () = show "Word8 bits" (String.concatWith " " (List.map W8 [Word8.notb (b 15), Word8.<< (b 129, 0w1), Word8.>> (b 128, 0w7), Word8.~>> (b 128, 0w2), Word8.~>> (b 64, 0w2), Word8.~>> (b 128, 0w100), Word8.andb (b 12, b 10), Word8.orb (b 12, b 10), Word8.xorb (b 12, b 10)]))
val () = show "Word8 conversions" (String.concatWith " " [Int.toString (Word8.toInt (b 200)), Int.toString (Word8.toIntX (b 200)), Int.toString (Word8.toIntX (b 127)), LargeWord.toString (Word8.toLarge (b 200)), LargeWord.toString (Word8.toLargeX (b 200)), W8 (Word8.fromLarge 0wx1FF)])
val () = show "Word8 compare" (b2s (Word8.< (b 1, b 255)) ^ " " ^ W8 (Word8.max (b 3, b 250)))
val () = show "Word8 scan" (String.concatWith " " [case Word8.fromString "ff" of SOME w => W8 w | NONE => "NONE", exn (fn () => Word8.fromString "100"), case Word8.fromString "z" of SOME w => W8 w | NONE => "NONE"])
val () = show "Word8 fmt" (Word8.fmt StringCvt.BIN (b 5) ^ " " ^ Word8.fmt StringCvt.DEC (b 255))
val () = show "Word32" (String.concatWith " " (List.map W32 [Word32.fromInt ~1, Word32.+ (Word32.fromInt ~1, Word32.fromInt 1), Word32.<< (Word32.fromInt 1, 0w31), Word32.~>> (Word32.<< (Word32.fromInt 1, 0w31), 0w4), Word32.* (Word32.fromInt 65536, Word32.fromInt 65536)]) ^ " " ^ Int.toString (Word32.toIntX (Word32.fromInt ~5)) ^ " " ^ Int.toString (Word32.toInt (Word32.fromInt ~1)))

val v = Byte.stringToBytes "AZaz"
val () = show "Word8Vector" (Int.toString (Word8Vector.length v) ^ " " ^ W8 (Word8Vector.sub (v, 1)) ^ " " ^ exn (fn () => Word8Vector.sub (v, 4)))
val () = show "Word8Vector map" (Byte.bytesToString (Word8Vector.map (fn w => Word8.xorb (w, b 32)) v))
val () = show "Word8Vector fromList" (Byte.bytesToString (Word8Vector.fromList [b 104, b 105]) ^ " " ^ Int.toString (Word8Vector.foldl (fn (w, s) => s + Word8.toInt w) 0 v))
val a = Word8Array.array (4, b 0)
val () = Byte.packString (a, 1, Substring.full "ok")
val () = show "Word8Array" (String.toString (Byte.bytesToString (Word8Array.vector a)) ^ " " ^ String.concatWith "," (Word8Array.foldr (fn (w, l) => W8 w :: l) [] a))
val () = show "packString bad" (exn (fn () => Byte.packString (a, 3, Substring.full "ok")))
val () = Word8Array.copyVec {src = Byte.stringToBytes "xy", dst = a, di = 2}
val () = show "copyVec" (String.toString (Byte.bytesToString (Word8Array.vector a)))
val () = show "byteToChar charToByte" (str (Byte.byteToChar (b 65)) ^ " " ^ W8 (Byte.charToByte #"a"))

val ca = CharArray.tabulate (5, fn i => chr (ord #"a" + i))
val () = CharArray.update (ca, 0, #"A")
val () = show "CharArray" (CharArray.vector ca ^ " " ^ Int.toString (CharArray.length ca) ^ " " ^ str (CharArray.sub (ca, 4)) ^ " " ^ exn (fn () => CharArray.sub (ca, 5)))
val () = CharArray.copyVec {src = "XY", dst = ca, di = 3}
val () = CharArray.modify Char.toLower ca
val () = show "CharArray modify copyVec" (CharArray.vector ca ^ " " ^ exn (fn () => CharArray.copyVec {src = "XYZ", dst = ca, di = 3}))
val () = show "CharArray fold" (CharArray.foldr (fn (c, s) => s ^ str c) "" ca ^ " " ^ (case CharArray.findi (fn (_, c) => c = #"c") ca of SOME (i, _) => Int.toString i | NONE => "NONE"))
val () = show "CharArray array fromList" (CharArray.vector (CharArray.array (3, #"z")) ^ " " ^ CharArray.vector (CharArray.fromList [#"o", #"k"]))
