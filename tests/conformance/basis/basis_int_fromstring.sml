(* Basis INTEGER.fromString / scan: leading whitespace skipped, optional
   sign (~, - or +), reads the longest prefix; NONE when no digits. *)
fun show s = print ("\"" ^ String.toString s ^ "\" -> " ^
  (case Int.fromString s of SOME n => Int.toString n | NONE => "NONE") ^ "\n")
val _ = app show ["123", "~5", "-5", "+7", "  \n 42xyz", "abc", "", "~", "0x1F", "007"]
val _ = print ((case Int.fromString "99999999999999999999999" of
                  SOME n => Int.toString n | NONE => "NONE") handle Overflow => "Overflow\n")
val _ = print (case StringCvt.scanString (Int.scan StringCvt.HEX) "ff" of
                 SOME n => Int.toString n ^ "\n" | NONE => "NONE\n")
val _ = print (case StringCvt.scanString (Int.scan StringCvt.BIN) "1012" of
                 SOME n => Int.toString n ^ "\n" | NONE => "NONE\n")
