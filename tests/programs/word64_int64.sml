(* Word64 and Int64 as the primitive 64-bit word and int (compiler/prims.py):
   arithmetic wrapping modulo 2^64, shifts by 64 or more, equality (also
   polymorphic, on bit patterns that are NaNs as doubles), conversions to and
   from int, word, IntInf and text; Int64's overflow, division rounding and
   its least value, and its constants (also beyond int's 63 bits) and
   operators resolved by overloading; values of both in lists, records and
   arrays, so boxed and moved by the collector (run under GC stress by
   tests/test_programs.py). Expected output: Poly/ML's for the Word64 lines but LargeWord.fromInt ~2
   (Poly/ML 5.7 does not sign-extend; the Basis says fromInt does), the Int64
   lines by hand and by Python (Poly/ML 5.7 has no Int64). *)
val a : Word64.word = 0wxFFFFFFFFFFFFFFFF
val b = Word64.fromInt 12345
val () = print (Word64.toString a ^ " " ^ Word64.toString (a + b) ^ " " ^ Word64.toString (Word64.* (a, b)) ^ "\n")
val () = print (Word64.toString (Word64.>> (a, 0w3)) ^ " " ^ Word64.toString (Word64.~>> (a, 0w70)) ^ " " ^ Word64.toString (Word64.<< (b, 0w64)) ^ "\n")
val () = print (Bool.toString (a = a) ^ Bool.toString (a = b) ^ Bool.toString ([a] = [a]) ^ Bool.toString (SOME b = SOME a) ^ "\n")
val () = print (Int.toString (Word64.toInt b) ^ " " ^ Int.toString (Word64.toIntX a) ^ " " ^ LargeInt.toString (Word64.toLargeInt a) ^ "\n")
val () = print (Word64.toString (a div b) ^ " " ^ Word64.toString (a mod b) ^ " " ^ (Word64.toString (a div 0w0) handle Div => "Div") ^ "\n")
val c = 0wxff51afd7ed558ccd : Word64.word
val () = print (Word64.fmt StringCvt.DEC c ^ " " ^ Word.toString (Word.fromLarge c) ^ " " ^ Word8.toString (Word8.fromLarge c) ^ "\n")
val () = print (Word64.toString (Word64.fromLargeInt (~1)) ^ " " ^ (case Word64.fromString "123456789abcdef0" of SOME w => Word64.toString w | NONE => "none") ^ "\n")
val () = print (Word64.toString (LargeWord.fromInt ~2) ^ " " ^ Word64.toString (Word.toLargeX (Word.fromInt ~1)) ^ "\n")
val i : Int64.int = 9223372036854775807
val j = Int64.fromInt ~5
val () = print (Int64.toString i ^ " " ^ Int64.toString (~i - 1) ^ " " ^ Int64.toString (j * 3) ^ " " ^ Int64.toString (j div 2) ^ " " ^ Int64.toString (j mod 2) ^ " " ^ Int64.toString (Int64.quot (j, 2)) ^ " " ^ Int64.toString (Int64.rem (j, 2)) ^ "\n")
val () = print ((Int64.toString (i + 1) handle Overflow => "Overflow") ^ " " ^ (Int64.toString (Int64.abs (~i - 1)) handle Overflow => "Overflow") ^ " " ^ (Int.toString (Int64.toInt i) handle Overflow => "Overflow") ^ " " ^ Int64.toString ((~i - 1) mod ~1) ^ " " ^ (Int64.toString ((~i - 1) div ~1) handle Overflow => "Overflow") ^ "\n")
val () = print (LargeInt.toString (Int64.toLarge (~i - 1)) ^ " " ^ Int64.toString (Int64.fromLarge (IntInf.fromInt 123456789012)) ^ " " ^ Int64.fmt StringCvt.HEX (~i) ^ " " ^ Bool.toString (j < 0 andalso i > j) ^ " " ^ (case Int64.fromString "~9223372036854775808" of SOME x => Int64.toString x | NONE => "none") ^ "\n")
val () = print (Int.toString (Int64.sign j) ^ Bool.toString (Int64.compare (i, j) = GREATER) ^ Bool.toString ([i] = [i]) ^ "\n")
val k : Int64.int = 5
fun f (x : Int64.int) = x * 3 + 1
val () = print (Int64.toString (Int64.+ (k, 7)) ^ " " ^ Int64.toString (f k) ^ " " ^ Int64.toString 4611686018427387904 ^ " " ^ Int64.toString (~4611686018427387905 - 1) ^ " " ^ (case Int64.minInt of SOME m => Int64.toString m | NONE => "none") ^ " " ^ (case Int64.precision of SOME p => Int.toString p | NONE => "none") ^ " " ^ (Int64.toString (f 3074457345618258603) handle Overflow => "Overflow") ^ "\n")
val () = print (Int.toString (Int64.toInt 4611686018427387903) ^ " " ^ (Int.toString (Int64.toInt 4611686018427387904) handle Overflow => "Overflow") ^ " " ^ (Int.toString (Int64.toInt ~4611686018427387905) handle Overflow => "Overflow") ^ " " ^ Int.toString (Int64.toInt ~4611686018427387904) ^ " " ^ Int64.toString (Int64.fromInt (valOf Int.minInt) * 2) ^ " " ^ (Int64.toString (Int64.fromInt (valOf Int.maxInt) * 2 + 2) handle Overflow => "Overflow") ^ "\n")
val ws = List.tabulate (200, fn k => Word64.<< (Word64.fromInt (k + 1), Word.fromInt (k mod 64)))
val arr = Array.fromList ws
val recs = List.map (fn w => {w = w, i = Int64.fromLarge (Word64.toLargeIntX w)}) ws
val sumW = List.foldl Word64.+ 0w0 ws
val sumI = List.foldl (fn ({i, ...}, s) => Int64.rem (Int64.rem (i, 1000003) + s, 1000003)) 0 recs
val () = print (Word64.toString sumW ^ " " ^ Int64.toString sumI ^ " " ^ Word64.toString (Array.sub (arr, 63)) ^ " "
                ^ Bool.toString (List.exists (fn {w, ...} => w = Array.sub (arr, 127)) recs) ^ " "
                ^ Bool.toString (Array.sub (arr, 63) = Word64.<< (0w1, 0w63)) ^ "\n")
