(* CharBuffer (MONO_BUFFER, the Basis's 2015 additions): growth past the
   initial size, contents, sub, copy, clear and reset, the Size and
   Subscript cases. *)
fun show f x = f x handle e => "raises " ^ exnName e
val b = CharBuffer.new 2
val () = (CharBuffer.add1 (b, #"a"); CharBuffer.addVec (b, "bcdef");
          CharBuffer.addSlice (b, CharVectorSlice.slice ("xyz", 1, NONE));
          CharBuffer.addArr (b, CharArray.fromList [#"1", #"2"]);
          CharBuffer.addArrSlice (b, CharArraySlice.slice (CharArray.fromList [#"7", #"8", #"9"], 2, SOME 1)))
val () = print ("contents: " ^ CharBuffer.contents b ^ " length " ^ Int.toString (CharBuffer.length b) ^ "\n")
val () = print ("sub: " ^ show (fn i => str (CharBuffer.sub (b, i))) 3 ^ " " ^ show (fn i => str (CharBuffer.sub (b, i))) 11 ^ " " ^ show (fn i => str (CharBuffer.sub (b, i))) ~1 ^ "\n")
val a = CharArray.array (14, #".")
val () = print ("copy: " ^ show (fn () => (CharBuffer.copy {src = b, dst = a, di = 2}; CharArray.vector a)) () ^ " "
                ^ show (fn () => (CharBuffer.copy {src = b, dst = a, di = 4}; CharArray.vector a)) () ^ "\n")
val () = (CharBuffer.clear b; CharBuffer.addVec (b, "again"))
val () = print ("clear: " ^ CharBuffer.contents b ^ "\n")
val () = (CharBuffer.reset b; CharBuffer.add1 (b, #"r"))
val () = print ("reset: " ^ CharBuffer.contents b ^ "\n")
val big = CharBuffer.new 0
val () = List.app (fn i => CharBuffer.add1 (big, chr (48 + i mod 10))) (List.tabulate (100000, fn i => i))
val () = print ("100000 chars: " ^ Int.toString (size (CharBuffer.contents big)) ^ " " ^ String.substring (CharBuffer.contents big, 99990, 10) ^ "\n")
val () = print ("new ~1: " ^ show (fn () => (ignore (CharBuffer.new ~1); "")) () ^ "; reserve ~1: " ^ show (fn () => (CharBuffer.reserve (b, ~1); "")) () ^ "\n")
