(* VectorSlice, ArraySlice *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun ints l = "[" ^ String.concatWith "," (List.map Int.toString l) ^ "]"
fun vec v = "#" ^ ints (Vector.foldr op :: [] v)
fun arr a = "|" ^ ints (Array.foldr op :: [] a) ^ "|"
fun vs s = "vs" ^ ints (VectorSlice.foldr op :: [] s)
fun as_ s = "as" ^ ints (ArraySlice.foldr op :: [] s)
fun ord2s LESS = "LESS"
  | ord2s EQUAL = "EQUAL"
  | ord2s GREATER = "GREATER"

(* VectorSlice *)
val v = Vector.fromList [0, 1, 2, 3, 4, 5]
val s = VectorSlice.slice (v, 1, SOME 3)
val () = show "slice" (vs s ^ " " ^ Int.toString (VectorSlice.length s) ^ " " ^ vs (VectorSlice.slice (v, 4, NONE)) ^ " " ^ vs (VectorSlice.slice (v, 6, NONE)) ^ " " ^ vs (VectorSlice.full v))
val () = show "slice bad" (String.concatWith " " [exn (fn () => VectorSlice.slice (v, 7, NONE)), exn (fn () => VectorSlice.slice (v, 4, SOME 3)), exn (fn () => VectorSlice.slice (v, ~1, NONE)), exn (fn () => VectorSlice.slice (v, 0, SOME ~1))])
val () = show "sub" (Int.toString (VectorSlice.sub (s, 0)) ^ " " ^ Int.toString (VectorSlice.sub (s, 2)) ^ " " ^ exn (fn () => VectorSlice.sub (s, 3)) ^ " " ^ exn (fn () => VectorSlice.sub (s, ~1)))
val () = show "subslice" (vs (VectorSlice.subslice (s, 1, NONE)) ^ " " ^ vs (VectorSlice.subslice (s, 1, SOME 1)) ^ " " ^ exn (fn () => VectorSlice.subslice (s, 2, SOME 2)))
val (b, i, n) = VectorSlice.base s
val () = show "base" (vec b ^ " " ^ Int.toString i ^ " " ^ Int.toString n)
val () = show "vector" (vec (VectorSlice.vector s))
val () = show "concat" (vec (VectorSlice.concat [s, VectorSlice.slice (v, 0, SOME 1), VectorSlice.slice (v, 6, NONE)]))
val () = show "isEmpty" (b2s (VectorSlice.isEmpty s) ^ " " ^ b2s (VectorSlice.isEmpty (VectorSlice.slice (v, 2, SOME 0))))
val () = show "getItem" (case VectorSlice.getItem s of SOME (x, r) => Int.toString x ^ " " ^ vs r | NONE => "NONE")
val () = VectorSlice.appi (fn (i, x) => print (Int.toString i ^ "=" ^ Int.toString x ^ " ")) s
val () = VectorSlice.app (fn x => print (Int.toString x ^ " ")) s
val () = print "\n"
val () = show "mapi map" (vec (VectorSlice.mapi (fn (i, x) => i * 10 + x) s) ^ " " ^ vec (VectorSlice.map (fn x => x * x) s))
val () = show "foldli foldri" (VectorSlice.foldli (fn (i, x, acc) => acc ^ Int.toString i ^ ":" ^ Int.toString x ^ " ") "" s ^ "| " ^ VectorSlice.foldri (fn (i, x, acc) => acc ^ Int.toString i ^ ":" ^ Int.toString x ^ " ") "" s)
val () = show "foldl" (ints (VectorSlice.foldl op :: [] s))
val () = show "findi find" ((case VectorSlice.findi (fn (i, _) => i = 1) s of SOME (i, x) => Int.toString i ^ "," ^ Int.toString x | NONE => "NONE") ^ " " ^ (case VectorSlice.find (fn x => x > 3) s of SOME x => Int.toString x | NONE => "NONE"))
val () = show "exists all" (String.concatWith " " (List.map b2s [VectorSlice.exists (fn x => x = 0) s, VectorSlice.all (fn x => x > 0) s]))
val () = show "collate" (ord2s (VectorSlice.collate Int.compare (s, VectorSlice.slice (v, 1, SOME 2))) ^ " " ^ ord2s (VectorSlice.collate Int.compare (s, VectorSlice.full (Vector.fromList [1, 2, 3]))))

(* ArraySlice *)
val a = Array.fromList [0, 1, 2, 3, 4, 5]
val t = ArraySlice.slice (a, 2, SOME 3)
val () = show "aslice" (as_ t ^ " " ^ Int.toString (ArraySlice.length t) ^ " " ^ as_ (ArraySlice.full a) ^ " " ^ exn (fn () => ArraySlice.slice (a, 5, SOME 2)))
val () = ArraySlice.update (t, 0, 20)
val () = show "update" (arr a ^ " " ^ exn (fn () => ArraySlice.update (t, 3, 0)) ^ " " ^ Int.toString (ArraySlice.sub (t, 0)))
val () = show "subslice" (as_ (ArraySlice.subslice (t, 1, NONE)) ^ " " ^ exn (fn () => ArraySlice.subslice (t, 4, NONE)))
val (b, i, n) = ArraySlice.base t
val () = show "base" (arr b ^ " " ^ Int.toString i ^ " " ^ Int.toString n)
val () = show "vector" (vec (ArraySlice.vector t))
val d = Array.array (6, 0)
val () = ArraySlice.copy {src = t, dst = d, di = 1}
val () = show "copy" (arr d ^ " " ^ exn (fn () => ArraySlice.copy {src = t, dst = d, di = 4}))
(* overlapping copies, both directions *)
val o1 = Array.fromList [1, 2, 3, 4, 5, 6]
val () = ArraySlice.copy {src = ArraySlice.slice (o1, 0, SOME 4), dst = o1, di = 2}
val o2 = Array.fromList [1, 2, 3, 4, 5, 6]
val () = ArraySlice.copy {src = ArraySlice.slice (o2, 2, NONE), dst = o2, di = 0}
val () = show "copy overlap" (arr o1 ^ " " ^ arr o2)
val () = ArraySlice.copyVec {src = VectorSlice.slice (v, 4, NONE), dst = d, di = 0}
val () = show "copyVec" (arr d ^ " " ^ exn (fn () => ArraySlice.copyVec {src = VectorSlice.full v, dst = d, di = 1}))
val () = show "isEmpty getItem" (b2s (ArraySlice.isEmpty t) ^ " " ^ (case ArraySlice.getItem t of SOME (x, r) => Int.toString x ^ " " ^ as_ r | NONE => "NONE"))
val () = ArraySlice.modifyi (fn (i, x) => x + i) t
val () = show "modifyi" (arr a)
val () = ArraySlice.modify (fn x => x * 2) (ArraySlice.slice (a, 0, SOME 2))
val () = show "modify" (arr a)
val () = ArraySlice.appi (fn (i, x) => print (Int.toString i ^ "=" ^ Int.toString x ^ " ")) t
val () = ArraySlice.app (fn x => print (Int.toString x ^ " ")) t
val () = print "\n"
val () = show "foldli foldri foldl" (Int.toString (ArraySlice.foldli (fn (i, x, acc) => acc + i * x) 0 t) ^ " " ^ ints (ArraySlice.foldri (fn (i, _, acc) => i :: acc) [] t) ^ " " ^ ints (ArraySlice.foldl op :: [] t))
val () = show "findi find exists all" ((case ArraySlice.findi (fn (_, x) => x = 4) t of SOME (i, x) => Int.toString i ^ "," ^ Int.toString x | NONE => "NONE") ^ " " ^ (case ArraySlice.find (fn x => x > 100) t of SOME x => Int.toString x | NONE => "NONE") ^ " " ^ b2s (ArraySlice.exists (fn x => x = 6) t) ^ " " ^ b2s (ArraySlice.all (fn x => x > 3) t))
val () = show "collate" (ord2s (ArraySlice.collate Int.compare (t, ArraySlice.full (Array.fromList [20, 4, 6]))))
