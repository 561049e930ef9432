(* Arrays of reals are flat (doubles, no boxes): made by Array.array,
   fromList and tabulate, read and written by monomorphic code (the doubles
   directly), by polymorphic code (a boxed real per read), through the
   Basis's own functions, Array2, equality by identity, Subscript at both
   ends, an empty real array, an array of a datatype wrapping a real, a
   large array live across collections, and arrays of ints and strings that
   stay arrays of words. *)
fun line s = print (s ^ "\n")
val r2s = Real.toString
fun fi (a : int array, i) = Array.sub (a, i) + 1
fun fr (a : real array, i) = Array.sub (a, i) + 1.0
fun ur (a : real array, i, x) = Array.update (a, i, x * 2.0)
val a = Array.array (10, 1.5)
val b = Array.array (10, 3)
val () = ur (a, 2, 4.0)
val () = line (r2s (fr (a, 2)) ^ " " ^ r2s (fr (a, 3)) ^ " " ^ Int.toString (fi (b, 1)))
val c = Array.fromList [1.0, 2.0, 3.5]
val () = line (r2s (Array.foldl (op +) 0.0 c) ^ " " ^ r2s (Array.sub (c, 2)))
val () = Array.modify (fn x => x * 10.0) c
val () = line (String.concatWith "," (map r2s (Array.foldr (op ::) [] c)))
fun first (arr : 'a array) = Array.sub (arr, 0)
fun setFirst (arr : 'a array, x : 'a) = Array.update (arr, 0, x)
val () = setFirst (c, ~0.25)
val () = line (r2s (first c) ^ " " ^ Int.toString (first b) ^ " " ^ r2s (Array.sub (c, 0)))
val e : real array = Array.fromList []
val () = line (Int.toString (Array.length e) ^ " " ^ Bool.toString (c = c) ^ " "
               ^ Bool.toString (c = Array.fromList [~0.25, 20.0, 35.0]))
val v = Array.vector c
val () = line (r2s (Vector.sub (v, 1)) ^ " " ^ Int.toString (Vector.length v))
val () = (Array.update (c, 3, 1.0); line "no") handle Subscript => line "Subscript"
val () = (line (r2s (Array.sub (c, ~1))); line "no") handle Subscript => line "Subscript"
datatype w = W of real
val ws = Array.array (3, W 2.0)
val () = Array.update (ws, 1, W 7.0)
val () = line (String.concatWith " " (map (fn W x => r2s x) (Array.foldr (op ::) [] ws)))
val t = Array.tabulate (100000, fn i => real i)
fun churn (0, acc) = acc
  | churn (k, acc) = churn (k - 1, map (fn x => x + 1.0) acc)
val () = line (r2s (Array.foldl (op +) 0.0 t) ^ " " ^ r2s (hd (churn (2000, [0.0, 1.0, 2.0]))))
val () = Array.appi (fn (i, x) => Array.update (t, i, x / 2.0)) t
val () = line (r2s (Array.sub (t, 99999)) ^ " " ^ r2s (Array.sub (t, 1)))
val m = Array2.tabulate Array2.RowMajor (3, 3, fn (i, j) => real (i * 3 + j))
val () = Array2.update (m, 1, 1, 40.5)
val () = line (r2s (Array2.sub (m, 1, 1)) ^ " " ^ r2s (Array2.fold Array2.RowMajor (op +) 0.0 m))
fun sub2 (i, j) = r2s (Array2.sub (m, i, j)) handle Subscript => "Subscript"
fun update2 (i, j) = (Array2.update (m, i, j, 1.0); "updated") handle Subscript => "Subscript"
val () = line (String.concatWith " " [sub2 (2, 2), sub2 (3, 0), sub2 (0, 3), sub2 (~1, 0), sub2 (0, ~1),
                                      update2 (0, ~1), update2 (1, 3), update2 (2, 0), sub2 (2, 0)])
val s = Array.array (2, "s")
val () = Array.update (s, 1, "t" ^ Int.toString (Array.length s))
val () = line (Array.sub (s, 0) ^ Array.sub (s, 1) ^ " " ^ Int.toString (Array.foldl (op +) 0 b))
val copy = Array.array (3, 0.0)
val () = Array.copy {src = c, dst = copy, di = 0}
val () = line (String.concatWith "," (map r2s (Array.foldr (op ::) [] copy)))
