(* Int (63-bit) *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun optInt NONE = "NONE"
  | optInt (SOME n) = "SOME " ^ Int.toString n
fun ord2s LESS = "LESS"
  | ord2s EQUAL = "EQUAL"
  | ord2s GREATER = "GREATER"
val minInt = valOf Int.minInt
val maxInt = valOf Int.maxInt

val () = show "precision" (optInt Int.precision)
val () = show "minInt maxInt" (Int.toString minInt ^ " " ^ Int.toString maxInt)
val () = show "maxInt + 1" (exn (fn () => maxInt + 1))
val () = show "minInt - 1" (exn (fn () => Int.- (minInt, 1)))
val () = show "~minInt" (exn (fn () => Int.~ minInt))
val () = show "abs minInt" (exn (fn () => Int.abs minInt))
val () = show "minInt * 2" (exn (fn () => Int.* (minInt, 2)))
val () = show "minInt div ~1" (exn (fn () => Int.div (minInt, ~1)))
val () = show "quot minInt ~1" (exn (fn () => Int.quot (minInt, ~1)))
val () = show "rem mod minInt ~1" (Int.toString (Int.rem (minInt, ~1)) ^ " " ^ Int.toString (Int.mod (minInt, ~1)))
val pairs = [(7, 2), (~7, 2), (7, ~2), (~7, ~2)]
fun row (name, f) = show name (String.concatWith " " (List.map (Int.toString o f) pairs))
val () = List.app row [("div", Int.div), ("mod", Int.mod), ("quot", Int.quot), ("rem", Int.rem)]
val () = show "by zero" (String.concatWith " " (List.map (fn f => exn (fn () => f (1, 0))) [Int.div, Int.mod, Int.quot, Int.rem]))
val () = show "+ - * abs ~" (Int.toString (Int.+ (2, 3)) ^ " " ^ Int.toString (Int.- (2, 3)) ^ " " ^ Int.toString (Int.* (~4, 3)) ^ " " ^ Int.toString (Int.abs ~9) ^ " " ^ Int.toString (Int.~ 9))
val () = show "compare" (ord2s (Int.compare (1, 2)) ^ " " ^ ord2s (Int.compare (2, 2)) ^ " " ^ ord2s (Int.compare (maxInt, minInt)))
val () = show "< <= > >=" (b2s (Int.< (1, 2)) ^ " " ^ b2s (Int.<= (2, 2)) ^ " " ^ b2s (Int.> (1, 2)) ^ " " ^ b2s (Int.>= (1, 2)))
val () = show "min max" (Int.toString (Int.min (3, ~3)) ^ " " ^ Int.toString (Int.max (3, ~3)))
val () = show "sign" (String.concatWith " " (List.map (Int.toString o Int.sign) [~5, 0, 3, minInt]))
val () = show "sameSign" (b2s (Int.sameSign (0, 0)) ^ " " ^ b2s (Int.sameSign (~1, 1)) ^ " " ^ b2s (Int.sameSign (~1, ~8)))
val () = show "conversions" (LargeInt.toString (Int.toLarge 5) ^ " " ^ Int.toString (Int.fromLarge 6) ^ " " ^ Int.toString (Int.toInt 7) ^ " " ^ Int.toString (Int.fromInt 8))
val radixes = [("BIN", StringCvt.BIN), ("OCT", StringCvt.OCT), ("DEC", StringCvt.DEC), ("HEX", StringCvt.HEX)]
val () = List.app (fn (name, r) => show ("fmt " ^ name) (String.concatWith " " (List.map (Int.fmt r) [0, 5, ~8, 255, ~255, maxInt, minInt]))) radixes
val () = show "toString" (String.concatWith " " (List.map Int.toString [0, ~0, 42, ~42, 1000000]))
val () = show "fromString" (String.concatWith " | " (List.map (optInt o Int.fromString)
  ["123", "  ~45", "-45", "+45", "12abc", "abc", "", "~", " \n\t7", "0x10", "4611686018427387903", "~4611686018427387904", "- 5", "00012", "+", " +0", "~0", "\n-9x9"]))
val () = show "fromString overflow" (exn (fn () => Int.fromString "4611686018427387904") ^ " " ^ exn (fn () => Int.fromString "~4611686018427387905") ^ " " ^ exn (fn () => Int.fromString "99999999999999999999999"))
fun scan r s = case Int.scan r Substring.getc (Substring.full s) of
                 SOME (n, rest) => Int.toString n ^ "/" ^ Substring.string rest
               | NONE => "NONE"
val () = show "scan HEX" (String.concatWith " " (List.map (scan StringCvt.HEX) ["0x1F", "0X1f", "1F", "0xg", "~0x10", "ff ", "x1", "0x"]))
val () = show "scan BIN OCT" (String.concatWith " " [scan StringCvt.BIN "1012", scan StringCvt.OCT "778", scan StringCvt.BIN "2", scan StringCvt.BIN "~0x1", scan StringCvt.OCT "+17"])
val () = show "scan DEC" (String.concatWith " " [scan StringCvt.DEC "  12 34", scan StringCvt.DEC "~0", scan StringCvt.DEC "+", scan StringCvt.DEC "9x"])
