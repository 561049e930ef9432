(* TextIO.StreamIO (functional streams) and TextPrimIO: a stream value can
   be read again; input, input1, inputN, inputAll, inputLine, canInput,
   endOfStream at and past an end of stream; mkInstream over a reader with
   only readArr (augmentReader makes readVec); getReader; getInstream and
   setInstream on TextIO streams (stdin and files) and scanStream over them;
   outstreams with their buffer modes over a writer; closed streams. *)
fun show f x = f x handle IO.Io {function, cause, ...} => "Io " ^ function ^ " " ^ exnName cause
                        | e => "raises " ^ exnName e
fun str' s = "\"" ^ String.toString s ^ "\""
structure S = TextIO.StreamIO

val f0 = S.mkInstream (TextPrimIO.openVector "ab\ncd\n\nlast", "pre")
val (a, f1) = S.input f0
val (b, f2) = S.inputN (f1, 4)
val () = print ("input " ^ str' a ^ " inputN " ^ str' b ^ " again " ^ str' (#1 (S.input f0)) ^ "\n")
fun lines f = case S.inputLine f of NONE => ["NONE"] | SOME (l, f') => str' l :: lines f'
val () = print ("inputLine: " ^ String.concatWith " " (lines f2) ^ " from the start: " ^ String.concatWith " " (lines f0) ^ "\n")
val (all, fEnd) = S.inputAll f1
val () = print ("inputAll " ^ str' all ^ " endOfStream " ^ Bool.toString (S.endOfStream fEnd) ^ " "
                ^ Bool.toString (S.endOfStream f1) ^ " input1 at end " ^ (case S.input1 fEnd of NONE => "NONE" | SOME _ => "SOME") ^ "\n")
val () = print ("canInput " ^ show (fn () => Option.getOpt (Option.map Int.toString (S.canInput (f1, 2)), "NONE")) () ^ " "
                ^ show (fn () => Option.getOpt (Option.map Int.toString (S.canInput (fEnd, 2)), "NONE")) () ^ " "
                ^ show (fn () => Option.getOpt (Option.map Int.toString (S.canInput (f1, ~1)), "NONE")) () ^ "\n")
val () = print ("filePosIn " ^ show (fn () => Int.toString (S.filePosIn f1)) () ^ "\n")

(* a reader with readArr only, three chars at a time *)
val src = ref (explode "0123456789")
fun readArr sl =
  let val (arr, i, n) = CharArraySlice.base sl
      fun loop (k, cs) = if k = Int.min (n, 3) orelse null cs then (src := cs; k)
                         else (CharArray.update (arr, i + k, hd cs); loop (k + 1, tl cs))
  in loop (0, !src) end
val rd = TextPrimIO.RD {name = "digits", chunkSize = 3, readVec = NONE, readArr = SOME readArr, readVecNB = NONE,
                        readArrNB = NONE, block = NONE, canInput = NONE, avail = fn () => NONE, getPos = NONE,
                        setPos = NONE, endPos = NONE, verifyPos = NONE, close = fn () => print "[closed]", ioDesc = NONE}
val g = S.mkInstream (rd, "")
val (x, g1) = S.input g
val SOME (c, g2) = S.input1 g1
val (rdBack, rest) = S.getReader g2
val () = print ("readArr reader: " ^ str' x ^ " " ^ str c ^ " getReader rest " ^ str' rest ^ "\n")
val () = print ("after getReader: " ^ show (fn () => #1 (S.input g2)) () ^ "\n")
val () = print ("canInput without non-blocking reads: " ^ show (fn () => Option.getOpt (Option.map Int.toString (S.canInput (S.mkInstream (rd, ""), 1)), "NONE")) () ^ "\n")
val () = S.closeIn g

(* TextIO streams: getInstream / setInstream, scanStream *)
val t = TextIO.openString "12 34 rest\nnext line\n"
val fs = TextIO.getInstream t
val n1 = TextIO.scanStream (Int.scan StringCvt.DEC) t
val SOME (c1, _) = S.input1 fs
val () = print ("scanStream " ^ Int.toString (valOf n1) ^ "; the saved stream still starts with " ^ str c1 ^ "\n")
val () = TextIO.setInstream (t, fs)
val () = print ("setInstream back: " ^ str' (valOf (TextIO.inputLine t)) ^ " " ^ str' (valOf (TextIO.inputLine t)) ^ " "
                ^ Bool.toString (TextIO.endOfStream t) ^ "\n")
val line1 = TextIO.inputLine TextIO.stdIn
val fin = TextIO.getInstream TextIO.stdIn
val SOME (first, _) = S.input1 fin
val () = print ("stdin: " ^ str' (valOf line1) ^ " then " ^ str first ^ " " ^ str' (valOf (TextIO.inputLine TextIO.stdIn))
                ^ " " ^ (case TextIO.inputLine TextIO.stdIn of NONE => "NONE" | SOME l => str' l) ^ "\n")

(* outstreams over a writer *)
val written = ref []
val wr = TextPrimIO.WR {name = "list", chunkSize = 4, writeVec = SOME (fn s => (written := CharVectorSlice.vector s :: !written; CharVectorSlice.length s)),
                        writeArr = NONE, writeVecNB = NONE, writeArrNB = NONE, block = NONE, canOutput = NONE,
                        getPos = NONE, setPos = NONE, endPos = NONE, verifyPos = NONE, close = fn () => (), ioDesc = NONE}
fun writes () = String.concatWith "|" (rev (!written)) before written := []
val out = S.mkOutstream (wr, IO.LINE_BUF)
val () = (S.output (out, "ab"); S.output (out, "c\nd"))
val () = print ("LINE_BUF: " ^ String.toString (writes ()) ^ "; ")
val () = (S.setBufferMode (out, IO.BLOCK_BUF); S.output (out, "e"); S.output (out, "fgh"))
val () = print ("BLOCK_BUF: " ^ writes () ^ "; ")
val () = (S.setBufferMode (out, IO.NO_BUF); S.output1 (out, #"x"))
val () = print ("NO_BUF: " ^ writes () ^ "\n")
val () = S.output (out, "tail")
val () = S.closeOut out
val () = print ("closeOut flushed: " ^ writes () ^ "; output after close: " ^ show (fn () => (S.output (out, "z"); "")) ()
                ^ "; getPosOut: " ^ show (fn () => (ignore (S.getPosOut (S.mkOutstream (wr, IO.NO_BUF))); "")) () ^ "\n")
val so = TextIO.getOutstream TextIO.stdOut
val () = (print "print, "; S.output (so, "StreamIO, "); TextIO.output (TextIO.stdOut, "TextIO: one order\n"))
