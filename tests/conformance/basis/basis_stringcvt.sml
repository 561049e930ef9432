(* Basis STRINGCVT: scanString with Int.scan/Bool.scan, splitl, takel,
   dropl, skipWS, padLeft/padRight. *)
val _ = print (case StringCvt.scanString Bool.scan "  true" of SOME b => Bool.toString b ^ "\n" | NONE => "NONE\n")
val _ = print (case StringCvt.scanString (Int.scan StringCvt.DEC) "  -12 rest" of
                 SOME n => Int.toString n ^ "\n" | NONE => "NONE\n")
val rdr = Substring.getc
val (d, rest) = StringCvt.splitl Char.isDigit rdr (Substring.full "123abc")
val _ = print (d ^ " " ^ Substring.string rest ^ "\n")
val _ = print (StringCvt.takel Char.isAlpha rdr (Substring.full "ab1c") ^ " " ^
  Substring.string (StringCvt.dropl Char.isAlpha rdr (Substring.full "ab1c")) ^ " " ^
  Substring.string (StringCvt.skipWS rdr (Substring.full "  \t x")) ^ "\n")
val _ = print (StringCvt.padLeft #"*" 5 "ab" ^ StringCvt.padRight #"-" 4 "c" ^ "\n")
