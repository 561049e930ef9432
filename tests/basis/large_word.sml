(* LargeWord is the widest word, Word64 (Basis "The WORD signature": toLarge
   and friends go through LargeWord.word): the types are one, each word's
   conversions to and from it zero- or sign-extend and truncate at 64 bits,
   LargeWord's own arithmetic wraps modulo 2^64 (division on every branch:
   both operands below 2^63, a divisor of 2^63 or more, a dividend of 2^63 or
   more), and PackWord's results are LargeWords. Poly/ML 5.7.1 (64-bit, also
   LargeWord = Word64) prints the same except where it departs from the
   specification: Word8.toLargeX sign-extends to 63 bits only, ~>> by 64 or
   more does not fill with the sign bit, LargeWord.toIntX of -2^63 does not
   raise Overflow, LargeWord.fromInt ~1 does not sign-extend; it has no
   PackWord64 (the last lines follow from the PACK_WORD specification). *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun exn f = (ignore (f ()); "ok") handle Overflow => "Overflow" | Div => "Div" | Subscript => "Subscript"
val L = LargeWord.toString
val Ls = String.concatWith " " o List.map L

val () = show "wordSize" (Int.toString LargeWord.wordSize ^ " " ^ Int.toString Word64.wordSize)
(* one type: each of these only elaborates if the types are equal *)
val x : Word64.word = 0wx8000000000000001 : LargeWord.word
val y : SysWord.word = x
val () = show "same type" (L (LargeWord.+ (x, y)) ^ " " ^ Bool.toString (x = y))

val maxW = 0wx7FFFFFFFFFFFFFFF : Word.word
val () = show "Word.toLarge" (Ls (List.map Word.toLarge [0w0, 0w1, 0wx3FFFFFFFFFFFFFFF, 0wx4000000000000000, maxW]))
val () = show "Word.toLargeX" (Ls (List.map Word.toLargeX [0w0, 0w1, 0wx3FFFFFFFFFFFFFFF, 0wx4000000000000000, maxW]))
val () = show "Word.fromLarge" (String.concatWith " " (List.map (Word.toString o Word.fromLarge)
  [0w0, 0wxFFFFFFFFFFFFFFFF, 0wx8000000000000000, 0wx7FFFFFFFFFFFFFFF, 0wx123456789ABCDEF0]))
val () = show "Word round trip" (Bool.toString (List.all (fn w => Word.fromLarge (Word.toLarge w) = w andalso Word.fromLarge (Word.toLargeX w) = w)
  [0w0, 0w1, 0wx3FFFFFFFFFFFFFFF, 0wx4000000000000000, maxW]))

val () = show "Word8" (Ls [Word8.toLarge 0wxFF, Word8.toLargeX 0wxFF, Word8.toLargeX 0wx7F, Word8.toLargeWord 0wx80, Word8.toLargeWordX 0wx80]
  ^ " " ^ String.concatWith " " (List.map (Word8.toString o Word8.fromLarge) [0wxFFFFFFFFFFFFFF81, 0wx100, 0wx7F]))
val () = show "Word32" (Ls [Word32.toLarge 0wxFFFFFFFF, Word32.toLargeX 0wxFFFFFFFF, Word32.toLargeX 0wx7FFFFFFF]
  ^ " " ^ String.concatWith " " (List.map (Word32.toString o Word32.fromLargeWord) [0wxFFFFFFFF12345678, 0wx100000000]))
val () = show "Word64" (Ls [Word64.toLarge 0wxFFFFFFFFFFFFFFFF, Word64.toLargeX 0wx8000000000000000, Word64.fromLarge 0wxFEDCBA9876543210])

val big = 0wxFFFFFFFFFFFFFFFF : LargeWord.word
val top = 0wx8000000000000000 : LargeWord.word
val mid = 0wx7FFFFFFFFFFFFFFF : LargeWord.word
val pat = 0wxFEDCBA9876543210 : LargeWord.word
val () = show "arithmetic" (Ls [big + 0w1, big * big, 0w0 - 0w1, LargeWord.~ 0w5, 0wx100000000 * 0wx100000000, 0wxFFFFFFFF * 0wxFFFFFFFF])
val () = show "div small" (Ls [mid div 0w10, mid mod 0w10, 0w100 div 0w7, 0w100 mod 0w7])
val () = show "div big divisor" (Ls [big div top, big mod top, 0w5 div big, 0w5 mod big, big div big, big mod big])
val () = show "div big dividend" (Ls [big div 0w10, big mod 0w10, big div 0w3, big mod 0w3, top div 0w1, pat div 0wx123456789, pat mod 0wx123456789, big div mid, big mod mid])
val () = show "Div" (exn (fn () => big div 0w0) ^ " " ^ exn (fn () => big mod 0w0))
val () = show "compare" (String.concatWith " " (List.map Bool.toString [big > 0w1, top > mid, 0wx100000000 < 0wxFFFFFFFF, big >= big, LargeWord.compare (0w1, big) = LESS]))
val () = show "shifts" (Ls [LargeWord.<< (0w1, 0w63), LargeWord.>> (big, 0w60), LargeWord.~>> (top, 0w62), LargeWord.~>> (top, 0w64), LargeWord.<< (0w1, 0w64)])
val () = show "bits" (Ls [LargeWord.notb 0w0, LargeWord.andb (big, 0wxF0F0), LargeWord.orb (top, 0w1), LargeWord.xorb (big, top)])
val () = show "LargeInt" (String.concatWith " " (List.map LargeInt.toString [LargeWord.toLargeInt big, LargeWord.toLargeIntX big, LargeWord.toLargeIntX top])
  ^ " " ^ Ls [LargeWord.fromLargeInt ~1, LargeWord.fromLargeInt (IntInf.pow (2, 64) + 5)])
val () = show "Int" (String.concatWith " " (List.map Int.toString [LargeWord.toInt 0wx3FFFFFFFFFFFFFFF, LargeWord.toIntX big, LargeWord.toIntX 0wxC000000000000000])
  ^ " " ^ exn (fn () => LargeWord.toInt 0wx4000000000000000) ^ " " ^ exn (fn () => LargeWord.toIntX top)
  ^ " " ^ Ls [LargeWord.fromInt ~1, LargeWord.fromInt (valOf Int.maxInt)])
val () = show "text" (L 0wxABCDEF ^ " " ^ LargeWord.fmt StringCvt.DEC big ^ " " ^ LargeWord.fmt StringCvt.OCT big
  ^ " " ^ (case LargeWord.fromString "FFFFFFFFFFFFFFFF" of SOME w => L w | NONE => "NONE")
  ^ " " ^ exn (fn () => LargeWord.fromString "10000000000000000"))

val v = Word8Vector.fromList [0wx80, 0wx01, 0wxFF, 0wx7F, 0wx12, 0wx34, 0wx56, 0wx78]
val () = show "PackWord32" (Ls [PackWord32Big.subVec (v, 0), PackWord32Big.subVecX (v, 0), PackWord32Little.subVec (v, 0), PackWord32Little.subVecX (v, 0), PackWord32Little.subVecX (v, 1)]
  ^ " " ^ exn (fn () => PackWord32Big.subVec (v, 2)) ^ " " ^ exn (fn () => PackWord32Big.subVec (v, ~1)))
val () = show "PackWord16" (Ls [PackWord16Big.subVec (v, 0), PackWord16Big.subVecX (v, 0), PackWord16Little.subVecX (v, 1), PackWord16Little.subVecX (v, 3)]
  ^ " " ^ exn (fn () => PackWord16Big.subVec (v, 4)))
val a = Word8Array.array (8, 0w0)
val () = PackWord32Big.update (a, 1, 0wxFFFFFFFFDEADBEEF)
val () = PackWord16Little.update (a, 0, 0wx1234)
val () = show "update" (String.concatWith " " (List.map Word8.toString (Word8Array.foldr op :: [] a))
  ^ " " ^ L (PackWord32Big.subArr (a, 1)) ^ " " ^ L (PackWord32Big.subArrX (a, 1))
  ^ " " ^ exn (fn () => PackWord32Little.update (a, 2, 0w0)))
val () = show "PackWord64" (Ls [PackWord64Big.subVec (v, 0), PackWord64Big.subVecX (v, 0), PackWord64Little.subVec (v, 0), PackWord64Little.subVecX (v, 0)]
  ^ " " ^ exn (fn () => PackWord64Big.subVec (v, 1)) ^ " " ^ Int.toString PackWord64Big.bytesPerElem)
val b = Word8Array.array (16, 0w0)
val () = PackWord64Little.update (b, 1, pat)
val () = PackWord64Big.update (b, 0, 0wx0102030405060708)
val () = show "update 64" (String.concatWith " " (List.map Word8.toString (Word8Array.foldr op :: [] b))
  ^ " " ^ L (PackWord64Little.subArr (b, 1)) ^ " " ^ L (PackWord64Big.subArrX (b, 1)) ^ " " ^ exn (fn () => PackWord64Big.update (b, 2, 0w0)))
