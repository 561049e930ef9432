(* StringCvt *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun optInt NONE = "NONE"
  | optInt (SOME n) = "SOME " ^ Int.toString n

val () = show "padLeft" ("[" ^ StringCvt.padLeft #"0" 5 "42" ^ "] [" ^ StringCvt.padLeft #" " 2 "hello" ^ "] [" ^ StringCvt.padLeft #"*" ~3 "ab" ^ "] [" ^ StringCvt.padLeft #"-" 3 "" ^ "]")
val () = show "padRight" ("[" ^ StringCvt.padRight #"." 6 "ab" ^ "] [" ^ StringCvt.padRight #"." 1 "ab" ^ "]")
val (digits, rest) = StringCvt.splitl Char.isDigit Substring.getc (Substring.full "123abc")
val () = show "splitl" (digits ^ " | " ^ Substring.string rest)
val (none, rest) = StringCvt.splitl Char.isDigit Substring.getc (Substring.full "abc")
val () = show "splitl none" ("[" ^ none ^ "] " ^ Substring.string rest)
val () = show "takel" (StringCvt.takel Char.isAlpha Substring.getc (Substring.full "abc123"))
val () = show "dropl" (Substring.string (StringCvt.dropl Char.isAlpha Substring.getc (Substring.full "abc123")))
val () = show "skipWS" ("[" ^ Substring.string (StringCvt.skipWS Substring.getc (Substring.full " \t\n x y")) ^ "]")
val () = show "skipWS all" ("[" ^ Substring.string (StringCvt.skipWS Substring.getc (Substring.full "   ")) ^ "]")
val () = show "scanString" (optInt (StringCvt.scanString (Int.scan StringCvt.DEC) "  42 rest") ^ " " ^ optInt (StringCvt.scanString (Int.scan StringCvt.DEC) "x"))
(* a reader over a char list *)
fun listGetc [] = NONE
  | listGetc (c :: cs) = SOME (c, cs)
val () = show "list reader" (case Int.scan StringCvt.HEX listGetc (String.explode "ff!") of
                               SOME (n, r) => Int.toString n ^ " rest=" ^ String.implode r
                             | NONE => "NONE")
val radixes = [StringCvt.BIN, StringCvt.OCT, StringCvt.DEC, StringCvt.HEX]
val () = show "radixes" (String.concatWith " " (List.map (fn r => Int.fmt r 100) radixes))
val fmts = [StringCvt.SCI NONE, StringCvt.FIX (SOME 1), StringCvt.GEN (SOME 3), StringCvt.EXACT]
val () = show "realfmts" (String.concatWith " " (List.map (fn f => Real.fmt f 2.5) fmts))
