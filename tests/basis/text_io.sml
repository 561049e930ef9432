(* TextIO on files, strings and stdin (fed from text_io.stdin) *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun optS NONE = "NONE"
  | optS (SOME s) = "SOME \"" ^ String.toString s ^ "\""
fun optC NONE = "NONE"
  | optC (SOME c) = "SOME " ^ Char.toString c

(* output and input on a file, in the working directory *)
val out = TextIO.openOut "data.txt"
val () = TextIO.output (out, "line one\nline two\n")
val () = TextIO.output1 (out, #"x")
val () = TextIO.outputSubstr (out, Substring.substring ("..yz..", 2, 2))
val () = TextIO.flushOut out
val () = TextIO.closeOut out
val () = TextIO.closeOut out
val () = show "output after close" (exn (fn () => TextIO.output (out, "more")))
val ap = TextIO.openAppend "data.txt"
val () = TextIO.output (ap, "\nappended")
val () = TextIO.closeOut ap

val ins = TextIO.openIn "data.txt"
val () = show "lookahead" (optC (TextIO.lookahead ins))
val () = show "input1" (optC (TextIO.input1 ins))
val () = show "inputN" ("\"" ^ TextIO.inputN (ins, 3) ^ "\"")
val () = show "inputLine" (optS (TextIO.inputLine ins))
val () = show "inputLine" (optS (TextIO.inputLine ins))
val () = show "endOfStream" (b2s (TextIO.endOfStream ins))
val () = show "inputLine" (optS (TextIO.inputLine ins))
val () = show "inputLine last" (optS (TextIO.inputLine ins))
val () = show "inputLine eof" (optS (TextIO.inputLine ins))
val () = show "endOfStream" (b2s (TextIO.endOfStream ins))
val () = show "input eof" ("\"" ^ TextIO.input ins ^ "\"")
val () = show "input1 eof" (optC (TextIO.input1 ins))
val () = TextIO.closeIn ins
val () = TextIO.closeIn ins

val all = TextIO.openIn "data.txt"
val () = show "inputAll" (String.toString (TextIO.inputAll all))
val () = show "inputAll again" ("\"" ^ TextIO.inputAll all ^ "\"")
val () = TextIO.closeIn all
val () = show "openIn missing" (exn (fn () => TextIO.openIn "no/such/file"))
val () = show "openOut bad" (exn (fn () => TextIO.openOut "no/such/dir/file"))
val () = (ignore (TextIO.openIn "no/such/file"))
         handle IO.Io {name, function, ...} => show "Io" (function ^ " " ^ name)

(* string streams *)
val ss = TextIO.openString "ab\ncd"
val () = show "string input" (optS (TextIO.inputLine ss) ^ " " ^ optC (TextIO.input1 ss) ^ " " ^ TextIO.input ss ^ " " ^ optS (TextIO.inputLine ss))
val () = show "canInput" (case TextIO.canInput (TextIO.openString "abc", 2) of SOME n => Int.toString n | NONE => "NONE")
val () = show "inputN 0" ("\"" ^ TextIO.inputN (TextIO.openString "abc", 0) ^ "\"")

(* standard streams *)
val () = TextIO.output (TextIO.stdOut, "to stdOut\n")
val () = TextIO.print "TextIO.print\n"
val () = TextIO.output (TextIO.stdErr, "to stdErr\n")
val () = TextIO.flushOut TextIO.stdOut
fun lines n = case TextIO.inputLine TextIO.stdIn of
                SOME l => (print (Int.toString n ^ ": " ^ l); lines (n + 1))
              | NONE => show "stdin lines" (Int.toString n)
val () = show "stdin first char" (optC (TextIO.input1 TextIO.stdIn))
val () = lines 0
val () = show "stdin eof" (b2s (TextIO.endOfStream TextIO.stdIn))
