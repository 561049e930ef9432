(* Basis INTEGER/WORD: div, mod, quot and rem raise Div when the divisor is
   zero (for Int, Word and IntInf). *)
fun try name f = print (name ^ ": " ^ (f () handle Div => "Div") ^ "\n")
val z = 0
val _ = try "div" (fn () => Int.toString (7 div z))
val _ = try "mod" (fn () => Int.toString (7 mod z))
val _ = try "quot" (fn () => Int.toString (Int.quot (7, z)))
val _ = try "rem" (fn () => Int.toString (Int.rem (7, z)))
val _ = try "word div" (fn () => Word.toString (0w7 div 0w0))
val _ = try "word mod" (fn () => Word.toString (0w7 mod 0w0))
val _ = try "intinf div" (fn () => IntInf.toString (IntInf.div (IntInf.fromInt 7, IntInf.fromInt 0)))
val _ = try "0 div 5" (fn () => Int.toString (0 div 5))
