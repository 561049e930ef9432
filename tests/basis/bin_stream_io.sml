(* BinIO.StreamIO and BinPrimIO: a binary file read through a functional
   stream taken from BinIO (input1, inputN, the stream read twice,
   inputAll), written through getOutstream, and BinPrimIO.openVector. *)
structure S = BinIO.StreamIO
fun bytes v = String.concatWith " " (map Word8.toString (Word8Vector.foldr op :: [] v))
val out = BinIO.openOut "b.bin"
val () = BinIO.output (out, Word8Vector.fromList [0w1, 0w2, 0w3])
val so = BinIO.getOutstream out
val () = (S.output (so, Word8Vector.fromList [0w4, 0w255]); S.output1 (so, 0w10); BinIO.closeOut out)
val ins = BinIO.openIn "b.bin"
val SOME (b1, _) = BinIO.StreamIO.input1 (BinIO.getInstream ins)
val f = BinIO.getInstream ins
val (v, f') = S.inputN (f, 4)
val (again, _) = S.inputN (f, 2)
val (rest, fEnd) = S.inputAll f'
val () = print (Word8.toString b1 ^ " | " ^ bytes v ^ " | " ^ bytes again ^ " | " ^ bytes rest ^ " | "
                ^ Bool.toString (S.endOfStream fEnd) ^ "\n")
val () = BinIO.setInstream (ins, f')
val () = print (bytes (BinIO.input ins) ^ " | " ^ Bool.toString (BinIO.endOfStream ins) ^ "\n")
val () = BinIO.closeIn ins
val g = S.mkInstream (BinPrimIO.openVector (Word8Vector.fromList [0w7, 0w8]), Word8Vector.fromList [0w6])
val () = print (bytes (#1 (S.inputAll g)) ^ "\n")
val () = OS.FileSys.remove "b.bin"
val () = print ("getPosOut on a native stream: " ^ ((ignore (TextIO.getPosOut TextIO.stdErr); "a position")
                handle IO.Io {cause, ...} => exnName cause) ^ "\n")
