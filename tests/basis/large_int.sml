(* LargeInt is IntInf: the same type, and every conversion the Basis routes
   through LargeInt.int (INTEGER's toLarge/fromLarge, WORD's
   toLargeInt/toLargeIntX/fromLargeInt, Real's toLargeInt/fromLargeInt,
   Time's seconds and fractions) reaches beyond int. *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
val L = LargeInt.toString
fun Ls l = String.concatWith " " (List.map L l)
val two = LargeInt.fromInt 2
fun pow2 n = LargeInt.pow (two, n)
val maxInt = valOf Int.maxInt
val minInt = valOf Int.minInt

(* the same type, both ways, and the same structure's operations *)
fun toInf (x : LargeInt.int) : IntInf.int = x
fun toLargeInt (x : IntInf.int) : LargeInt.int = x
val xs : IntInf.int list = [LargeInt.fromInt 1, IntInf.fromInt 2, toLargeInt (IntInf.fromInt 3)]
structure LI : INT_INF = LargeInt
signature SAME = sig type t = IntInf.int val x : t end
structure Same : SAME = struct type t = LargeInt.int val x : LargeInt.int = IntInf.fromInt 4 end
val lit : LargeInt.int = 5
val () = show "same type" (Ls (xs @ [toInf Same.x, IntInf.* (lit, lit), lit * lit - 1]) ^ " " ^ b2s (IntInf.fromInt 7 = LargeInt.fromInt 7))
val () = show "pow" (LargeInt.toString (LargeInt.pow (2, 100)) ^ " " ^ IntInf.toString (LI.pow (10, 25)))
val () = show "precision" (case LargeInt.precision of NONE => "NONE" | SOME n => Int.toString n)
val () = show "fromString" (case LargeInt.fromString "~123456789012345678901234567890" of SOME n => L n | NONE => "NONE")

(* Int *)
val () = show "Int.toLarge" (Ls (List.map Int.toLarge [0, 1, ~1, maxInt, minInt]))
val () = show "Int round trip" (String.concatWith " " (List.map (Int.toString o Int.fromLarge o Int.toLarge) [0, 42, ~42, maxInt, minInt]))
val () = show "Int.fromLarge limits" (Int.toString (Int.fromLarge (LargeInt.- (pow2 62, 1))) ^ " " ^ Int.toString (Int.fromLarge (LargeInt.~ (pow2 62))))
val () = show "Int.fromLarge overflow" (String.concatWith " " (List.map (fn x => exn (fn () => Int.fromLarge x))
  [pow2 62, LargeInt.- (LargeInt.~ (pow2 62), 1), pow2 100, LargeInt.~ (pow2 100)]))
val () = show "Position" (L (Position.toLarge maxInt) ^ " " ^ exn (fn () => Position.fromLarge (pow2 63)))

(* Int32, Int64, IntInf *)
val () = show "Int32.toLarge" (Ls [Int32.toLarge (valOf Int32.maxInt), Int32.toLarge (valOf Int32.minInt), Int32.toLarge (Int32.fromInt ~5)])
val () = show "Int32.fromLarge" (Int32.toString (Int32.fromLarge (LargeInt.- (pow2 31, 1))) ^ " " ^ Int32.toString (Int32.fromLarge (LargeInt.~ (pow2 31))))
val () = show "Int32.fromLarge overflow" (String.concatWith " " (List.map (fn x => exn (fn () => Int32.fromLarge x))
  [pow2 31, LargeInt.- (LargeInt.~ (pow2 31), 1), pow2 62, pow2 100]))
val max64 = valOf Int64.maxInt
val min64 = valOf Int64.minInt
val () = show "Int64.toLarge" (Ls [Int64.toLarge max64, Int64.toLarge min64, Int64.toLarge (Int64.fromInt 7)])
val () = show "Int64 round trip" (b2s (Int64.fromLarge (Int64.toLarge max64) = max64) ^ " " ^ b2s (Int64.fromLarge (Int64.toLarge min64) = min64)
  ^ " " ^ Int64.toString (Int64.fromLarge (LargeInt.- (pow2 63, 1))) ^ " " ^ Int64.toString (Int64.fromLarge (LargeInt.~ (pow2 63))))
val () = show "Int64.fromLarge overflow" (String.concatWith " " (List.map (fn x => exn (fn () => Int64.fromLarge x))
  [pow2 63, LargeInt.- (LargeInt.~ (pow2 63), 1), pow2 100]))
val () = show "IntInf identity" (b2s (IntInf.toLarge (pow2 100) = pow2 100) ^ " " ^ b2s (IntInf.fromLarge (LargeInt.~ (pow2 200)) = IntInf.~ (IntInf.pow (2, 200))))

(* Word (63-bit) *)
val W = Word.toString
val maxW = 0wx7FFFFFFFFFFFFFFF
val top = 0wx4000000000000000
val () = show "Word.toLargeInt" (Ls (List.map Word.toLargeInt [0w0, 0w255, 0wx3FFFFFFFFFFFFFFF, top, maxW]))
val () = show "Word.toLargeIntX" (Ls (List.map Word.toLargeIntX [0w0, 0w255, 0wx3FFFFFFFFFFFFFFF, top, maxW]))
val () = show "Word.fromLargeInt" (String.concatWith " " (List.map (W o Word.fromLargeInt)
  [0, 255, pow2 62, LargeInt.- (pow2 63, 1), pow2 63, LargeInt.+ (pow2 63, 5), LargeInt.- (pow2 100, 1), ~1, ~255,
   LargeInt.~ (pow2 62), LargeInt.~ (pow2 63), LargeInt.~ (LargeInt.+ (pow2 100, 1))]))
val () = show "Word round trips" (b2s (List.all (fn w => Word.fromLargeInt (Word.toLargeInt w) = w andalso Word.fromLargeInt (Word.toLargeIntX w) = w)
  [0w0, 0w1, 0w12345678901, top, maxW, 0wx5555555555555555]))
val () = show "LargeWord" (LargeInt.toString (LargeWord.toLargeInt (Word.toLarge maxW)) ^ " " ^ LargeWord.toString (LargeWord.fromLargeInt (pow2 64)))

(* Word8, Word32 *)
val () = show "Word8" (Ls [Word8.toLargeInt 0wxFF, Word8.toLargeIntX 0wxFF, Word8.toLargeIntX 0wx7F, Word8.toLargeInt 0w0]
  ^ " " ^ String.concatWith " " (List.map (Word8.toString o Word8.fromLargeInt) [255, 256 + 7, ~1, ~128, LargeInt.+ (pow2 100, 3), LargeInt.~ (pow2 100)]))
val () = show "Word32" (Ls [Word32.toLargeInt 0wxFFFFFFFF, Word32.toLargeIntX 0wxFFFFFFFF, Word32.toLargeIntX 0wx80000000, Word32.toLargeInt 0wx80000000]
  ^ " " ^ String.concatWith " " (List.map (Word32.toString o Word32.fromLargeInt) [LargeInt.- (pow2 32, 1), LargeInt.+ (pow2 32, 1), ~1, LargeInt.~ (pow2 40), LargeInt.+ (pow2 95, 0x1234)]))

(* Real *)
fun R x = Real.fmt (StringCvt.FIX (SOME 0)) x
val () = show "Real.toLargeInt 1e30" (Ls [Real.toLargeInt IEEEReal.TO_NEAREST 1e30, Real.toLargeInt IEEEReal.TO_NEAREST ~1e30])
val () = show "Real.toLargeInt modes" (Ls (List.map (fn m => Real.toLargeInt m 2.5) [IEEEReal.TO_NEAREST, IEEEReal.TO_NEGINF, IEEEReal.TO_POSINF, IEEEReal.TO_ZERO])
  ^ " " ^ Ls (List.map (fn m => Real.toLargeInt m ~2.5) [IEEEReal.TO_NEAREST, IEEEReal.TO_NEGINF, IEEEReal.TO_POSINF, IEEEReal.TO_ZERO])
  ^ " " ^ Ls (List.map (fn m => Real.toLargeInt m 1e30) [IEEEReal.TO_NEGINF, IEEEReal.TO_POSINF, IEEEReal.TO_ZERO]))
val () = show "Real.toLargeInt around 2^62" (Ls (List.map (Real.toLargeInt IEEEReal.TO_NEAREST)
  [4611686018427387392.0, 4611686018427387904.0, ~4611686018427387904.0, 9223372036854775808.0, ~9223372036854775808.0, 1e19, 123456789.75]))
val () = show "Real.toLargeInt maxFinite" (let val s = L (Real.toLargeInt IEEEReal.TO_NEAREST Real.maxFinite)
                                           in Int.toString (size s) ^ " " ^ String.substring (s, 0, 20) ^ " " ^ b2s (s = R Real.maxFinite) end)
val () = show "Real.toLargeInt errors" (String.concatWith " " (List.map (fn x => exn (fn () => Real.toLargeInt IEEEReal.TO_NEAREST x))
  [Real.posInf, Real.negInf, 0.0 / 0.0]))
val () = show "Real.fromLargeInt 1e30" (b2s (Real.== (Real.fromLargeInt (Real.toLargeInt IEEEReal.TO_NEAREST 1e30), 1e30))
  ^ " " ^ b2s (Real.== (Real.fromLargeInt (Real.toLargeInt IEEEReal.TO_NEAREST ~1e30), ~1e30))
  ^ " " ^ Real.toString (Real.fromLargeInt (LargeInt.pow (10, 30))) ^ " " ^ Real.toString (Real.fromLargeInt (LargeInt.~ (LargeInt.pow (10, 30)))))
val () = show "Real.fromLargeInt" (String.concatWith " " (List.map (R o Real.fromLargeInt)
  [0, ~7, LargeInt.fromInt maxInt, LargeInt.fromInt minInt, pow2 62, pow2 100, LargeInt.~ (pow2 100)]))
(* correct rounding to 53 bits: ties to even, and a bit far below the tie decides *)
val () = show "Real.fromLargeInt rounding" (String.concatWith " " (List.map (R o Real.fromLargeInt)
  [LargeInt.+ (pow2 53, 1), LargeInt.+ (pow2 53, 3), LargeInt.+ (pow2 64, 2048), LargeInt.+ (pow2 64, 2049), LargeInt.+ (pow2 64, 6144),
   LargeInt.- (pow2 64, 1), LargeInt.~ (LargeInt.+ (pow2 64, 2049)), LargeInt.+ (LargeInt.+ (pow2 200, pow2 147), 1)]))
val () = show "Real.fromLargeInt huge" (String.concatWith " " (List.map (Real.toString o Real.fromLargeInt)
  [LargeInt.pow (10, 400), LargeInt.~ (LargeInt.pow (10, 400)), LargeInt.- (pow2 1024, pow2 970), LargeInt.- (LargeInt.- (pow2 1024, pow2 970), 1)]))
val () = show "Real round trips" (b2s (List.all (fn x => Real.toLargeInt IEEEReal.TO_NEAREST (Real.fromLargeInt x) = x)
  [pow2 100, LargeInt.~ (pow2 1000), LargeInt.* (LargeInt.fromInt 9007199254740991, pow2 500), Real.toLargeInt IEEEReal.TO_NEAREST Real.maxFinite]))

(* Time *)
val t = Time.fromReal 1234567.891
val () = show "Time.toX" (Ls [Time.toSeconds t, Time.toMilliseconds t, Time.toMicroseconds t, Time.toNanoseconds t, Time.toSeconds (Time.fromReal ~2.5)])
val () = show "Time.fromX" (String.concatWith " " (List.map Time.toString
  [Time.fromSeconds 4000000000, Time.fromMilliseconds ~1500, Time.fromMicroseconds 2500000, Time.fromNanoseconds 4000000000000000000]))
val () = show "Time round trip" (b2s (Time.toNanoseconds (Time.fromNanoseconds (LargeInt.fromInt maxInt)) = LargeInt.fromInt maxInt)
  ^ " " ^ b2s (Time.toSeconds (Time.fromSeconds 4000000000) = 4000000000))
val () = show "Time out of range" (String.concatWith " " [exn (fn () => Time.fromSeconds (pow2 100)), exn (fn () => Time.fromSeconds 10000000000),
  exn (fn () => Time.fromMilliseconds (LargeInt.~ (pow2 70))), exn (fn () => Time.fromNanoseconds (pow2 62))])
