(* RealVector, RealArray, their slices, RealArray2 and their Real64 names, Real32 and
   Real64 (both Real), PackReal64Big/Little and PackRealBig/Little. *)
fun show f x = f x handle e => "raises " ^ exnName e
val v = RealVector.fromList [1.0, 2.5, ~3.0]
val a = RealArray.tabulate (4, fn i => real i / 2.0)
val () = print (Real.toString (RealVector.foldl op + 0.0 v) ^ " " ^ Real.toString (RealArray.sub (a, 3)) ^ "\n")
val () = RealArraySlice.copyVec {src = RealVectorSlice.slice (v, 1, NONE), dst = a, di = 2}
val () = print (String.concatWith "," (map Real.toString (RealArray.foldr op :: [] a)) ^ "\n")
val m = RealArray2.tabulate RealArray2.RowMajor (2, 3, fn (i, j) => real (10 * i + j))
val () = print (Real.toString (RealArray2.sub (m, 1, 2)) ^ " " ^ Int.toString (RealVector.length (RealArray2.row (m, 1))) ^ " " ^ Real.toString (RealArray2.fold RealArray2.ColMajor op + 0.0 m) ^ "\n")
val bytes = PackReal64Big.toBytes 1.5
val () = print (String.concatWith " " (map Word8.toString (Word8Vector.foldr op :: [] bytes)) ^ "\n")
val () = print (String.concatWith " " (map Word8.toString (Word8Vector.foldr op :: [] (PackRealLittle.toBytes ~2.0))) ^ "\n")
val () = print (Real.toString (PackReal64Big.fromBytes bytes) ^ " " ^ Real.toString (PackReal64Little.subVec (Word8Vector.concat [PackReal64Little.toBytes 3.25, PackReal64Little.toBytes 1e300], 1)) ^ "\n")
val arr = Word8Array.array (17, 0w0)
val () = PackReal64Big.update (arr, 1, Real.posInf)
val () = print (Real.toString (PackReal64Big.subArr (arr, 1)) ^ " " ^ show (fn () => Real.toString (PackReal64Big.subArr (arr, 2))) () ^ " " ^ show (fn () => Real.toString (PackReal64Big.subVec (bytes, 1))) () ^ "\n")
val () = print (Int.toString (valOf (Int.fromString "5")) ^ " " ^ Real32.toString 1.5 ^ " " ^ Int.toString Real64.precision ^ "\n")
(* RealArray and RealArray2 arrays are eqtypes (equality is identity); the
   traversal constructors are Array2's *)
val m2 = RealArray2.array (1, 1, 0.0)
val () = print (Bool.toString (m = m) ^ " " ^ Bool.toString (m = m2) ^ " " ^ Bool.toString (a = a) ^ "\n")
val t : RealArray2.traversal = Array2.RowMajor
val () = print (Real.toString (RealArray2.foldi t (fn (i, j, x, acc) => acc + x * real (i + j)) 0.0 {base = m, row = 1, col = 1, nrows = NONE, ncols = SOME 1}) ^ "\n")
val () = print (Real.toString (PackReal64Little.fromBytes (PackReal64Little.toBytes (0.0 / 0.0))) ^ " " ^ show (fn () => Real.toString (PackRealBig.fromBytes (Word8Vector.fromList [0w1]))) () ^ " " ^ Int.toString PackRealBig.bytesPerElem ^ " " ^ Bool.toString PackRealLittle.isBigEndian ^ "\n")
