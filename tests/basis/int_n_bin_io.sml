(* Int32, Int64, BinIO *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun optI NONE = "NONE"
  | optI (SOME n) = Int.toString n

val () = show "Int32 limits" (optI Int32.precision ^ " " ^ Int32.toString (valOf Int32.minInt) ^ " " ^ Int32.toString (valOf Int32.maxInt))
val max32 = valOf Int32.maxInt
val min32 = valOf Int32.minInt
val () = show "Int32 overflow" (String.concatWith " " [exn (fn () => Int32.+ (max32, Int32.fromInt 1)), exn (fn () => Int32.- (min32, Int32.fromInt 1)), exn (fn () => Int32.~ min32), exn (fn () => Int32.fromInt 2147483648), exn (fn () => Int32.* (max32, Int32.fromInt 2)), exn (fn () => Int32.div (min32, Int32.fromInt ~1))])
val () = show "Int32 ops" (String.concatWith " " (List.map Int32.toString [Int32.+ (Int32.fromInt 2, Int32.fromInt 3), Int32.div (Int32.fromInt ~7, Int32.fromInt 2), Int32.mod (Int32.fromInt ~7, Int32.fromInt 2), Int32.quot (Int32.fromInt ~7, Int32.fromInt 2), Int32.rem (Int32.fromInt ~7, Int32.fromInt 2)]) ^ " " ^ Int.toString (Int32.toInt max32))
val () = show "Int32 scan" ((case Int32.fromString "2147483647" of SOME n => Int32.toString n | NONE => "NONE") ^ " " ^ exn (fn () => Int32.fromString "2147483648") ^ " " ^ Int32.fmt StringCvt.HEX min32)
val () = show "Int64 limits" (optI Int64.precision ^ " " ^ Int64.toString (valOf Int64.minInt) ^ " " ^ Int64.toString (valOf Int64.maxInt))
val max64 = valOf Int64.maxInt
val () = show "Int64 overflow" (exn (fn () => Int64.+ (max64, Int64.fromInt 1)) ^ " " ^ exn (fn () => Int64.toInt max64) ^ " " ^ exn (fn () => Int64.~ (valOf Int64.minInt)))
val () = show "Int64 ops" (Int64.toString (Int64.* (Int64.fromInt 4294967296, Int64.fromInt 2147483647)) ^ " " ^ Int64.fmt StringCvt.HEX max64 ^ " " ^ b2s (Int64.< (Int64.fromInt 1, max64)) ^ " " ^ Int64.toString (Int64.div (max64, Int64.fromInt 1000000007)))
val () = show "Int64 scan" ((case Int64.fromString "~9223372036854775808" of SOME n => Int64.toString n | NONE => "NONE") ^ " " ^ exn (fn () => Int64.fromString "9223372036854775808"))
val () = show "FixedInt" (optI FixedInt.precision)

val out = BinIO.openOut "bytes.bin"
val () = BinIO.output (out, Word8Vector.fromList (List.map Word8.fromInt [0, 1, 255, 10, 13]))
val () = BinIO.output1 (out, Word8.fromInt 65)
val () = BinIO.closeOut out
val ins = BinIO.openIn "bytes.bin"
fun bytes v = String.concatWith "," (Word8Vector.foldr (fn (w, l) => Word8.toString w :: l) [] v)
val () = show "BinIO lookahead input1" ((case BinIO.lookahead ins of SOME w => Word8.toString w | NONE => "NONE") ^ " " ^ (case BinIO.input1 ins of SOME w => Word8.toString w | NONE => "NONE"))
val () = show "BinIO inputN" (bytes (BinIO.inputN (ins, 2)))
val () = show "BinIO inputAll" (bytes (BinIO.inputAll ins) ^ " " ^ b2s (BinIO.endOfStream ins) ^ " [" ^ bytes (BinIO.input ins) ^ "]")
val () = BinIO.closeIn ins
val ap = BinIO.openAppend "bytes.bin"
val () = BinIO.output (ap, Byte.stringToBytes "z")
val () = BinIO.closeOut ap
val ins = BinIO.openIn "bytes.bin"
val () = show "BinIO append" (bytes (BinIO.inputAll ins))
val () = show "BinIO openIn missing" (exn (fn () => BinIO.openIn "missing.bin"))
