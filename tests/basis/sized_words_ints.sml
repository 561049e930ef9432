(* The sized words and integers as data: Word64 (wider than the 63-bit
   word: wrap-around modulo 2^64, conversions, shifts at and beyond 64,
   text), Word8/Word16/Word32 shifts at and beyond their size and sign
   extension, MLton's odd widths (Word5, Word31, Word63, Int1, Int31, Int54)
   wrapping or checked at their width, Int8/Int16 and Int64 at their
   limits; constants and overloaded operators at each. *)
fun show f x = f x handle e => "raises " ^ exnName e
fun line label s = print (label ^ " => " ^ s ^ "\n")
val w64 = Word64.toString
val max64 = Word64.notb 0w0
val () = line "Word64.notb 0w0" (w64 max64)
val () = line "max + 1" (w64 (max64 + 0w1))
val () = line "0 - 1" (w64 (0w0 - 0w1))
val () = line "0wx123456789 * 0wx987654321" (w64 (0wx123456789 * 0wx987654321))
val () = line "max * max" (w64 (max64 * max64))
val () = line "0wxFFFFFFFF * 0wxFFFFFFFF" (w64 (0wxFFFFFFFF * 0wxFFFFFFFF))
val () = line "max div 0w3, max mod 0w10" (w64 (max64 div 0w3) ^ " " ^ w64 (max64 mod 0w10))
val () = line "div by zero" (show (fn () => w64 (max64 div 0w0)) ())
val () = line "fromInt ~1, toIntX" (w64 (Word64.fromInt ~1) ^ " " ^ Int.toString (Word64.toIntX (Word64.fromInt ~1)))
val () = line "toInt max" (show (fn () => Int.toString (Word64.toInt max64)) ())
val () = line "toLargeInt max, toLargeIntX max" (IntInf.toString (Word64.toLargeInt max64) ^ " " ^ IntInf.toString (Word64.toLargeIntX max64))
val () = line "fromLargeInt 2^64 + 5, ~1" (w64 (Word64.fromLargeInt (IntInf.+ (IntInf.pow (IntInf.fromInt 2, 64), IntInf.fromInt 5))) ^ " " ^ w64 (Word64.fromLargeInt (IntInf.fromInt ~1)))
val () = line "<< 0w4, 0w32, 0w63, 0w64, 0w100"
  (String.concatWith " " (map (fn k => w64 (Word64.<< (0wx8000000F, k))) [0w4, 0w32, 0w63, 0w64, 0w100]))
val () = line ">> 0w4, 0w32, 0w63, 0w64"
  (String.concatWith " " (map (fn k => w64 (Word64.>> (max64, k))) [0w4, 0w32, 0w63, 0w64]))
val () = line "~>> top bit by 0w1, 0w63, 0w64, 0w200"
  (String.concatWith " " (map (fn k => w64 (Word64.~>> (Word64.<< (0w1, 0w63), k))) [0w1, 0w63, 0w64, 0w200]))
val () = line "andb orb xorb" (w64 (Word64.andb (max64, 0wxF0F0)) ^ " " ^ w64 (Word64.orb (0wx100000000, 0w1)) ^ " " ^ w64 (Word64.xorb (max64, 0w1)))
val () = line "compare" (String.concatWith " " (map (fn (a, b) => case Word64.compare (a, b) of LESS => "<" | EQUAL => "=" | GREATER => ">")
  [(0w1, max64), (max64, 0w1), (0wx100000000, 0wxFFFFFFFF), (max64, max64)]))
val () = line "fmt DEC, OCT, BIN" (Word64.fmt StringCvt.DEC max64 ^ " " ^ Word64.fmt StringCvt.OCT max64 ^ " " ^ Word64.fmt StringCvt.BIN 0wx5)
fun optW64 NONE = "NONE" | optW64 (SOME w) = "SOME " ^ w64 w
val () = app (fn s => line ("Word64.fromString " ^ s) (show (optW64 o Word64.fromString) s))
  ["FFFFFFFFFFFFFFFF", "0wx10000000000000000", "  0x1f", "0w12", "z"]
val () = line "toLarge 0w5, toLarge max" (LargeWord.toString (Word64.toLarge 0w5) ^ " " ^ show (fn () => LargeWord.toString (Word64.toLarge max64)) ())
val () = line "toLargeX max" (LargeWord.toString (Word64.toLargeX max64))

val () = line "Word8 << 0w8, ~>> 0w9, >> 0w8" (Word8.toString (Word8.<< (0w1, 0w8)) ^ " " ^ Word8.toString (Word8.~>> (0w128, 0w9)) ^ " " ^ Word8.toString (Word8.>> (0w128, 0w8)))
val () = line "Word8 toLargeIntX 0w255, toIntX 0w200" (IntInf.toString (Word8.toLargeIntX 0w255) ^ " " ^ Int.toString (Word8.toIntX 0w200))
val () = line "Word16 0wxFFFF + 0w1, ~>> 0wx8000 0w15, << 0w16" (Word16.toString (0wxFFFF + 0w1) ^ " " ^ Word16.toString (Word16.~>> (0wx8000, 0w15)) ^ " " ^ Word16.toString (Word16.<< (0w1, 0w16)))
val () = line "Word32 0wxFFFFFFFF * 0wxFFFFFFFF" (Word32.toString (0wxFFFFFFFF * 0wxFFFFFFFF))
val () = line "Word16 constant 0wx10000" (show (fn () => Word16.toString (Word16.fromLarge 0wx10000)) ())

val w5 : Word5.word = 0w31
val () = line "Word5 0w31 + 0w1, notb 0w0, << 0w4, wordSize" (Word5.toString (w5 + 0w1) ^ " " ^ Word5.toString (Word5.notb 0w0) ^ " " ^ Word5.toString (Word5.<< (0w3, 0w4)) ^ " " ^ Int.toString Word5.wordSize)
val w31 : Word31.word = 0wx7FFFFFFF
val () = line "Word31 0wx7FFFFFFF + 0w1, toIntX, ~>>" (Word31.toString (w31 + 0w1) ^ " " ^ Int.toString (Word31.toIntX w31) ^ " " ^ Word31.toString (Word31.~>> (0wx40000000, 0w30)))
val () = line "Word31 fromString 80000000" (show (fn () => optW64 (Option.map (Word64.fromLarge o Word31.toLarge) (Word31.fromString "80000000"))) ())
val w63 : Word63.word = 0w1
val () = line "Word63 wordSize" (Int.toString Word63.wordSize)

val i8 : Int8.int = 127
val () = line "Int8 127 + 1" (show (fn () => Int8.toString (i8 + 1)) ())
val () = line "Int8 ~128, ~ ~128, abs ~128" (Int8.toString ~128 ^ " " ^ show (fn () => Int8.toString (~ (Int8.fromInt ~128))) () ^ " " ^ show (fn () => Int8.toString (Int8.abs ~128)) ())
val () = line "Int8 ~128 quot ~1, div ~1" (show (fn () => Int8.toString (Int8.quot (~128, ~1))) () ^ " " ^ show (fn () => Int8.toString (~128 div ~1)) ())
val () = line "Int16 300 * 100, * 200" (Int16.toString (300 * 100) ^ " " ^ show (fn () => Int16.toString (300 * 200)) ())
val () = line "Int16 fromString 40000" (show (fn () => Option.getOpt (Option.map Int16.toString (Int16.fromString "40000"), "NONE")) ())
val () = line "Int1 ~1, 0, 1" (Int1.toString ~1 ^ " " ^ Int1.toString 0 ^ " " ^ show (fn () => Int1.toString (Int1.fromInt 1)) ())
val i31 : Int31.int = 1073741823
val () = line "Int31 max + 1, precision" (show (fn () => Int31.toString (i31 + 1)) () ^ " " ^ Int.toString (valOf Int31.precision))
val () = line "Int54 maxInt" (Int54.toString (valOf Int54.maxInt))
val SOME minI64 = Int64.minInt
val () = line "Int64 minInt, fmt HEX" (Int64.toString minI64 ^ " " ^ Int64.fmt StringCvt.HEX minI64)
val () = line "Int64 ~ minInt, abs, quot ~1" (show (Int64.toString o Int64.~) minI64 ^ " " ^ show (Int64.toString o Int64.abs) minI64 ^ " " ^ show (fn x => Int64.toString (Int64.quot (x, ~1))) minI64)
val () = line "Int64 minInt rem ~1, div 2" (Int64.toString (Int64.rem (minI64, ~1)) ^ " " ^ Int64.toString (minI64 div 2))
