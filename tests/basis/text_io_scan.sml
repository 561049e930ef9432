(* TextIO.scanStream over stdin (fed from text_io_scan.stdin) and strings *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun readInts acc =
  case TextIO.scanStream (Int.scan StringCvt.DEC) TextIO.stdIn of
    SOME n => readInts (n :: acc)
  | NONE => rev acc
val ints = readInts []
val () = show "ints" (String.concatWith " " (List.map Int.toString ints))
val () = show "rest" (String.toString (TextIO.inputAll TextIO.stdIn))
val s = TextIO.openString "  3.5e2 true  word"
val r = TextIO.scanStream Real.scan s
val b = TextIO.scanStream Bool.scan s
val n = TextIO.scanStream (Int.scan StringCvt.DEC) s
val () = show "string stream" ((case r of SOME r => Real.toString r | NONE => "NONE") ^ " " ^ (case b of SOME b => Bool.toString b | NONE => "NONE") ^ " " ^ (case n of SOME n => Int.toString n | NONE => "NONE") ^ " [" ^ TextIO.inputAll s ^ "]")
