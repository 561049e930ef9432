(* Types the specification fixes: Word8Vector.vector admits equality (as in
   SML/NJ and Poly/ML); MONO_ARRAY_SLICE has vector_slice and copyVec; the
   top-level type substring. *)
val same = Word8Vector.fromList [0w1, 0w2] = Word8Vector.fromList [0w1, 0w2]
val differ = Word8Vector.fromList [0w1] <> Word8Vector.fromList [0w2]
val () = print ("Word8Vector equality: " ^ Bool.toString same ^ " " ^ Bool.toString differ ^ "\n")
val s : substring = Substring.full "abc"
val () = print ("substring: " ^ Substring.string s ^ "\n")
fun show f = f () handle e => "raises " ^ exnName e
val a = CharArray.array (5, #"-")
val () = print ("CharArraySlice.copyVec: " ^ show (fn () =>
  (CharArraySlice.copyVec {src = CharVectorSlice.slice ("hello", 1, SOME 3), dst = a, di = 1}; CharArray.vector a)) ^ "\n")
val () = print ("CharArraySlice.copyVec past the end: " ^ show (fn () =>
  (CharArraySlice.copyVec {src = CharVectorSlice.full "abc", dst = a, di = 3}; CharArray.vector a)) ^ "\n")
val () = print ("CharArraySlice.copyVec at the end: " ^ show (fn () =>
  (CharArraySlice.copyVec {src = CharVectorSlice.full "", dst = a, di = 5}; CharArray.vector a)) ^ "\n")
val () = print ("CharArraySlice.copyVec negative: " ^ show (fn () =>
  (CharArraySlice.copyVec {src = CharVectorSlice.full "", dst = a, di = ~1}; CharArray.vector a)) ^ "\n")
val b = Word8Array.array (3, 0w0)
val () = print ("Word8ArraySlice.copyVec: " ^ show (fn () =>
  (Word8ArraySlice.copyVec {src = Word8VectorSlice.slice (Byte.stringToBytes "xab", 1, NONE), dst = b, di = 1};
   String.toString (Byte.bytesToString (Word8Array.vector b)))) ^ "\n")
(* a functor over the signatures sees the vector_slice type *)
functor Copy (S : MONO_ARRAY_SLICE) = struct fun copy (v, a) = S.copyVec {src = v, dst = a, di = 0} end
structure C = Copy (CharArraySlice)
val () = (C.copy (CharVectorSlice.full "AB", a); print ("functor: " ^ CharArray.vector a ^ "\n"))
