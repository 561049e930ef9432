(* IntInf: arbitrary precision, including 1000-digit numbers *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
val I = IntInf.fromInt
val S = IntInf.toString
fun big s = valOf (IntInf.fromString s)
fun ord2s LESS = "LESS"
  | ord2s EQUAL = "EQUAL"
  | ord2s GREATER = "GREATER"
val minInt = valOf Int.minInt
val maxInt = valOf Int.maxInt

val () = show "precision" ((case IntInf.precision of NONE => "NONE" | SOME _ => "SOME") ^ " " ^ (case IntInf.maxInt of NONE => "NONE" | SOME _ => "SOME"))
val () = show "fromInt toInt" (String.concatWith " " (List.map (S o I) [0, 1, ~1, maxInt, minInt]) ^ " " ^ Int.toString (IntInf.toInt (I minInt)) ^ " " ^ Int.toString (IntInf.toInt (I maxInt)))
val () = show "toInt overflow" (exn (fn () => IntInf.toInt (IntInf.+ (I maxInt, I 1))) ^ " " ^ exn (fn () => IntInf.toInt (IntInf.- (I minInt, I 1))))
val () = show "+ - *" (String.concatWith " " (List.map S [IntInf.+ (I maxInt, I maxInt), IntInf.- (I minInt, I maxInt), IntInf.* (I minInt, I minInt), IntInf.+ (I 5, I ~8), IntInf.- (I ~5, I ~5), IntInf.* (I ~3, I 4)]))
val pairs = [(7, 2), (~7, 2), (7, ~2), (~7, ~2), (6, 3), (~6, 3)]
fun row (name, f) = show name (String.concatWith " " (List.map (fn (a, b) => S (f (I a, I b))) pairs))
val () = List.app row [("div", IntInf.div), ("mod", IntInf.mod), ("quot", IntInf.quot), ("rem", IntInf.rem)]
val (q, r) = IntInf.divMod (I ~7, I 2)
val (q2, r2) = IntInf.quotRem (I ~7, I 2)
val () = show "divMod quotRem" (S q ^ " " ^ S r ^ " " ^ S q2 ^ " " ^ S r2)
val () = show "by zero" (String.concatWith " " (List.map (fn f => exn (fn () => f (I 1, I 0))) [IntInf.div, IntInf.mod, IntInf.quot, IntInf.rem]))
val () = show "compare" (String.concatWith " " (List.map (ord2s o IntInf.compare) [(I 1, I 2), (I ~1, I ~2), (I 0, I 0), (big "100000000000000000000", I maxInt), (big "-100000000000000000000", I minInt)]))
val () = show "< <= > >=" (String.concatWith " " (List.map b2s [IntInf.< (I 1, I 2), IntInf.<= (I 2, I 2), IntInf.> (I ~1, I 0), IntInf.>= (I 0, I ~1)]))
val () = show "abs ~ min max sign sameSign" (String.concatWith " " [S (IntInf.abs (I ~5)), S (IntInf.~ (I 5)), S (IntInf.~ (I 0)), S (IntInf.min (I 3, I ~3)), S (IntInf.max (I 3, I ~3)), Int.toString (IntInf.sign (I ~9)), Int.toString (IntInf.sign (I 0)), b2s (IntInf.sameSign (I ~1, I ~7))])
val () = show "pow" (String.concatWith " " (List.map S [IntInf.pow (I 2, 100), IntInf.pow (I ~3, 3), IntInf.pow (I 2, ~1), IntInf.pow (I 1, ~5), IntInf.pow (I ~1, ~3), IntInf.pow (I 5, 0)]) ^ " " ^ exn (fn () => IntInf.pow (I 0, ~1)))
val () = show "log2" (Int.toString (IntInf.log2 (IntInf.pow (I 2, 100))) ^ " " ^ Int.toString (IntInf.log2 (I 1)) ^ " " ^ Int.toString (IntInf.log2 (I 1023)) ^ " " ^ exn (fn () => IntInf.log2 (I 0)) ^ " " ^ exn (fn () => IntInf.log2 (I ~4)))
val p70 = IntInf.pow (I 2, 70)
val () = show "bits" (String.concatWith " " (List.map S [IntInf.andb (I ~1, I 255), IntInf.andb (I ~256, I 65535), IntInf.orb (I ~256, I 15), IntInf.xorb (I ~1, I 5), IntInf.notb (I 0), IntInf.notb (I ~5), IntInf.andb (IntInf.+ (IntInf.pow (I 2, 100), I 5), I 7), IntInf.andb (IntInf.~ p70, IntInf.* (p70, I 3)), IntInf.orb (IntInf.~ p70, I 1), IntInf.xorb (IntInf.~ p70, IntInf.~ (I 1))]))
val () = show "shifts" (String.concatWith " " (List.map S [IntInf.<< (I 1, 0w100), IntInf.<< (I ~3, 0w2), IntInf.~>> (I ~5, 0w1), IntInf.~>> (IntInf.pow (I 2, 100), 0w99), IntInf.~>> (I ~1, 0w200), IntInf.~>> (I 5, 0w200), IntInf.~>> (IntInf.~ (IntInf.pow (I 2, 100)), 0w98)]))
val () = show "fmt" (String.concatWith " " [IntInf.fmt StringCvt.HEX (I 255), IntInf.fmt StringCvt.HEX (IntInf.~ (IntInf.pow (I 2, 64))), IntInf.fmt StringCvt.BIN (I 10), IntInf.fmt StringCvt.OCT (I 64), IntInf.fmt StringCvt.DEC (IntInf.pow (I 10, 30)), IntInf.fmt StringCvt.HEX (IntInf.pow (I 16, 20)), IntInf.fmt StringCvt.BIN (I 0)])
val () = show "fromString" (String.concatWith " | " (List.map (fn s => case IntInf.fromString s of SOME n => S n | NONE => "NONE") ["  -123456789012345678901234567890xyz", "+000000000000000000000042", "abc", "", "~0"]))
val () = show "scan HEX" (case IntInf.scan StringCvt.HEX Substring.getc (Substring.full "0xFFFFFFFFFFFFFFFFFFFFg") of SOME (n, rest) => S n ^ " rest=" ^ Substring.string rest | NONE => "NONE")

(* 1000-digit numbers *)
val a = IntInf.pow (I 7, 1000)
val sa = S a
val () = show "7^1000 digits" (Int.toString (size sa) ^ " " ^ String.substring (sa, 0, 20) ^ " " ^ String.extract (sa, size sa - 20, NONE))
val b = IntInf.+ (IntInf.pow (I 3, 500), I 12345)
val (q, r) = IntInf.divMod (a, b)
val () = show "divMod identity" (b2s (IntInf.+ (IntInf.* (q, b), r) = a) ^ " " ^ b2s (IntInf.>= (r, I 0) andalso IntInf.< (r, b)) ^ " " ^ Int.toString (size (S q)))
val x = IntInf.+ (IntInf.pow (I 10, 999), I 7)
val y = IntInf.- (IntInf.pow (I 10, 999), I 9)
val xy = S (IntInf.* (x, y))
val () = show "1000-digit product" (Int.toString (size xy) ^ " " ^ String.substring (xy, 0, 12) ^ " " ^ String.extract (xy, size xy - 12, NONE))
val () = show "quot rem big" (b2s (IntInf.quot (IntInf.* (x, y), y) = x) ^ " " ^ S (IntInf.rem (IntInf.* (x, y), x)) ^ " " ^ S (IntInf.rem (IntInf.+ (IntInf.* (x, y), I 5), x)))
val () = show "round trip" (b2s (IntInf.fromString (S (IntInf.~ a)) = SOME (IntInf.~ a)))
fun fact n = if n <= 1 then I 1 else IntInf.* (I n, fact (n - 1))
val () = show "fact 450 div fact 448" (S (IntInf.div (fact 450, fact 448)) ^ " " ^ Int.toString (size (S (fact 450))))
