(* PackWord32Little, PackWord32Big: the words come out as LargeWord.word (Word64) *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
val W = LargeWord.toString
val v = Word8Vector.fromList (List.map Word8.fromInt [1, 2, 3, 4, 255, 255, 255, 128])
val () = show "sizes" (Int.toString PackWord32Little.bytesPerElem ^ " " ^ b2s PackWord32Little.isBigEndian ^ " " ^ b2s PackWord32Big.isBigEndian)
val () = show "little subVec" (W (PackWord32Little.subVec (v, 0)) ^ " " ^ W (PackWord32Little.subVec (v, 1)) ^ " " ^ W (PackWord32Little.subVecX (v, 1)) ^ " " ^ W (PackWord32Little.subVecX (v, 0)))
val () = show "big subVec" (W (PackWord32Big.subVec (v, 0)) ^ " " ^ W (PackWord32Big.subVec (v, 1)) ^ " " ^ W (PackWord32Big.subVecX (v, 1)))
val () = show "subVec bad" (exn (fn () => PackWord32Little.subVec (v, 2)) ^ " " ^ exn (fn () => PackWord32Big.subVec (v, ~1)))
val a = Word8Array.array (8, Word8.fromInt 0)
val () = PackWord32Little.update (a, 0, 0wx11223344)
val () = PackWord32Big.update (a, 1, 0wxAABBCCDD)
fun bytes a = String.concatWith "," (Word8Array.foldr (fn (w, l) => Word8.toString w :: l) [] a)
val () = show "update" (bytes a)
val () = show "subArr" (W (PackWord32Little.subArr (a, 0)) ^ " " ^ W (PackWord32Big.subArr (a, 1)) ^ " " ^ W (PackWord32Big.subArrX (a, 1)) ^ " " ^ W (PackWord32Little.subArr (a, 1)))
val () = show "update bad" (exn (fn () => PackWord32Little.update (a, 2, 0w0)))
