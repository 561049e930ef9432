(* IMPERATIVE_IO is the Basis's: a StreamIO substructure, vector and elem
   its types, and the conversions between imperative and functional
   streams; TextIO and BinIO both match it, and a functor over it works
   for either. *)
functor Copy (I : IMPERATIVE_IO) =
struct
  (* the first n elements through the functional stream, the rest imperatively *)
  fun split (ins : I.instream, n) =
    let val (v, rest) = I.StreamIO.inputN (I.getInstream ins, n)
    in I.setInstream (ins, rest); (v, I.inputAll ins) end
end
structure T = Copy (TextIO)
structure B = Copy (BinIO)
val (a, b) = T.split (TextIO.openString "hello, world", 5)
val () = print (a ^ "|" ^ b ^ "\n")
val f = "imperative_io_sig.bin"
val out = BinIO.openOut f
val () = BinIO.output (out, Word8Vector.fromList [0w1, 0w2, 0w3, 0w4])
val () = BinIO.closeOut out
val (c, d) = B.split (BinIO.openIn f, 3)
val () = print (Int.toString (Word8Vector.length c) ^ " " ^ Int.toString (Word8Vector.length d) ^ "\n")
val () = OS.FileSys.remove f
structure I : IMPERATIVE_IO = TextIO
val e : I.elem = #"x"
val v : I.vector = "ok"
val () = print (v ^ str e ^ "\n")
