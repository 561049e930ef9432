(* Vector.tabulate/map/mapi/update/concat, Array.vector and the slices'
   vector/concat/mapi build their result without an intermediate list
   (one array filled in place, or one allocation): the same results,
   elements and order of calls as the Basis specifies, for boxed and
   unboxed element types (reals live flat in arrays and boxed in vectors). *)
fun show f v = "[" ^ String.concatWith "," (Vector.foldr (fn (x, acc) => f x :: acc) [] v) ^ "]"
val ints = show Int.toString
val reals = show Real.toString
val calls = ref []
val t = Vector.tabulate (5, fn i => (calls := i :: !calls; i * i))
val () = print (ints t ^ " calls " ^ ints (Vector.fromList (rev (!calls))) ^ "\n")
val () = print (ints (Vector.tabulate (0, fn _ => raise Fail "no")) ^ "\n")
val () = print ((ints (Vector.tabulate (~1, fn i => i)); "no Size\n") handle Size => "Size\n")
val () = print ((ints (Vector.tabulate (Vector.maxLen + 1, fn i => i)); "no Size\n") handle Size => "Size\n")
val r = Vector.tabulate (4, fn i => real i / 2.0)
val () = print (reals r ^ " " ^ reals (Vector.map (fn x => x * x) r) ^ "\n")
val () = print (ints (Vector.mapi (fn (i, x) => i + x) t) ^ "\n")
val () = print (ints (Vector.update (t, 2, ~1)) ^ " " ^ ints t ^ "\n")
val () = print ((ints (Vector.update (t, 5, 0)); "no Subscript\n") handle Subscript => "Subscript\n")
val c = Vector.concat [t, Vector.fromList [], Vector.fromList [100, 101], t]
val () = print (ints c ^ " " ^ Int.toString (Vector.length c) ^ "\n")
val () = print (ints (Vector.concat []) ^ " " ^ reals (Vector.concat [r, r]) ^ "\n")
val strs = Vector.concat [Vector.fromList ["a", "b"], Vector.tabulate (2, fn i => Int.toString i)]
val () = print (show (fn s => s) strs ^ "\n")
val a = Array.tabulate (3, fn i => real i + 0.25)
val av = Array.vector a
val () = Array.update (a, 0, 9.0)
val () = print (reals av ^ " " ^ ints (Array.vector (Array.fromList [7, 8])) ^ "\n")
val s = VectorSlice.slice (c, 3, SOME 4)
val () = print (ints (VectorSlice.vector s) ^ " "
                ^ ints (VectorSlice.concat [s, VectorSlice.full t, VectorSlice.slice (t, 5, NONE)]) ^ " "
                ^ ints (VectorSlice.mapi (fn (i, x) => 10 * i + x) s) ^ "\n")
val () = print (reals (ArraySlice.vector (ArraySlice.slice (a, 1, NONE))) ^ "\n")
(* many small vectors, through collections *)
val big = Vector.concat (List.tabulate (2000, fn i => Vector.tabulate (8, fn j => Real.fromInt (i + j))))
val () = print (Int.toString (Vector.length big) ^ " " ^ Real.toString (Vector.foldl op + 0.0 big) ^ "\n")
