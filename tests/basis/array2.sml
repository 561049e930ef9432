(* Array2 *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun ints l = "[" ^ String.concatWith "," (List.map Int.toString l) ^ "]"
fun vec v = "#" ^ ints (Vector.foldr op :: [] v)
fun dump a = String.concatWith "/" (List.tabulate (Array2.nRows a, fn i => ints (Vector.foldr op :: [] (Array2.row (a, i)))))

val a = Array2.tabulate Array2.RowMajor (2, 3, fn (i, j) => i * 10 + j)
val (r, c) = Array2.dimensions a
val () = show "dimensions" (Int.toString r ^ " " ^ Int.toString c ^ " " ^ Int.toString (Array2.nRows a) ^ " " ^ Int.toString (Array2.nCols a))
val () = show "contents" (dump a)
val () = show "sub" (Int.toString (Array2.sub (a, 1, 2)) ^ " " ^ exn (fn () => Array2.sub (a, 2, 0)) ^ " " ^ exn (fn () => Array2.sub (a, 0, 3)) ^ " " ^ exn (fn () => Array2.sub (a, ~1, 0)))
val () = show "row column" (vec (Array2.row (a, 1)) ^ " " ^ vec (Array2.column (a, 2)) ^ " " ^ exn (fn () => Array2.row (a, 2)) ^ " " ^ exn (fn () => Array2.column (a, 3)))
val () = Array2.app Array2.RowMajor (fn x => print (Int.toString x ^ " ")) a
val () = Array2.app Array2.ColMajor (fn x => print (Int.toString x ^ " ")) a
val () = print "\n"
val () = show "fold" (ints (Array2.fold Array2.RowMajor op :: [] a) ^ " " ^ ints (Array2.fold Array2.ColMajor op :: [] a))
val region = {base = a, row = 0, col = 1, nrows = SOME 2, ncols = SOME 2}
val () = show "foldi region" (String.concatWith " " (rev (Array2.foldi Array2.RowMajor (fn (i, j, x, acc) => Int.toString i ^ "," ^ Int.toString j ^ "=" ^ Int.toString x :: acc) [] region)))
val () = show "foldi region ColMajor" (String.concatWith " " (rev (Array2.foldi Array2.ColMajor (fn (i, j, _, acc) => Int.toString i ^ "," ^ Int.toString j :: acc) [] region)))
val () = Array2.appi Array2.RowMajor (fn (i, j, x) => print (Int.toString i ^ Int.toString j ^ ":" ^ Int.toString x ^ " ")) {base = a, row = 1, col = 1, nrows = NONE, ncols = NONE}
val () = print "\n"
val () = show "region bad" (exn (fn () => Array2.foldi Array2.RowMajor (fn (_, _, _, n) => n) 0 {base = a, row = 1, col = 0, nrows = SOME 2, ncols = NONE}) ^ " " ^ exn (fn () => Array2.appi Array2.RowMajor ignore {base = a, row = 0, col = 4, nrows = NONE, ncols = NONE}))
val () = Array2.modify Array2.RowMajor (fn x => x + 100) a
val () = show "modify" (dump a)
val () = Array2.modifyi Array2.ColMajor (fn (i, j, _) => i * j) {base = a, row = 1, col = 0, nrows = NONE, ncols = SOME 2}
val () = Array2.update (a, 0, 0, ~1)
val () = show "modifyi update" (dump a ^ " " ^ exn (fn () => Array2.update (a, 0, 3, 0)))
val () = show "array" (dump (Array2.array (2, 2, 7)) ^ " " ^ exn (fn () => Array2.array (~1, 2, 0)))
val f = Array2.fromList [[1, 2], [3, 4]]
val () = show "fromList" (dump f ^ " " ^ Int.toString (Array2.sub (f, 1, 0)) ^ " " ^ exn (fn () => Array2.fromList [[1], [2, 3]]) ^ " " ^ Int.toString (Array2.nRows (Array2.fromList ([] : int list list))))
val t = Array2.tabulate Array2.ColMajor (2, 2, fn (i, j) => (print (Int.toString i ^ Int.toString j ^ " "); i + j))
val () = print "\n"
val () = show "tabulate ColMajor" (dump t ^ " " ^ exn (fn () => Array2.tabulate Array2.RowMajor (~1, 1, fn _ => 0)))
fun traced (i, j) = (print (Int.toString i ^ Int.toString j ^ " "); i * 10 + j)
val t32c = Array2.tabulate Array2.ColMajor (3, 2, traced)
val t23r = Array2.tabulate Array2.RowMajor (2, 3, traced)
val () = print "\n"
val () = show "tabulate 3x2 ColMajor, 2x3 RowMajor" (dump t32c ^ " " ^ dump t23r)
val () = show "tabulate empty" (Int.toString (Array2.nRows (Array2.tabulate Array2.ColMajor (0, 5, traced))) ^ " " ^ Int.toString (Array2.nCols (Array2.tabulate Array2.RowMajor (4, 0, traced))))
val () = show "tabulate too big" (exn (fn () => Array2.tabulate Array2.RowMajor (Array.maxLen, 2, traced)))
val tr = Array2.tabulate Array2.RowMajor (2, 2, fn (i, j) => real (i * 2 + j) / 2.0)
val () = show "tabulate real" (String.concatWith "," (List.map Real.toString [Array2.sub (tr, 0, 0), Array2.sub (tr, 0, 1), Array2.sub (tr, 1, 0), Array2.sub (tr, 1, 1)]))
val b = Array2.fromList [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
val () = Array2.copy {src = {base = b, row = 0, col = 0, nrows = SOME 2, ncols = SOME 2}, dst = b, dst_row = 1, dst_col = 1}
val () = show "copy overlap" (dump b)
val () = show "copy bad" (exn (fn () => Array2.copy {src = {base = b, row = 0, col = 0, nrows = SOME 2, ncols = NONE}, dst = b, dst_row = 2, dst_col = 0}))
val () = show "equality" (b2s (a = a) ^ " " ^ b2s (f = Array2.fromList [[1, 2], [3, 4]]))
