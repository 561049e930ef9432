(* Vector *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun vec v = "#[" ^ String.concatWith "," (Vector.foldr (fn (x, l) => Int.toString x :: l) [] v) ^ "]"
fun ord2s LESS = "LESS"
  | ord2s EQUAL = "EQUAL"
  | ord2s GREATER = "GREATER"

val v = Vector.fromList [10, 20, 30]
val e : int vector = Vector.fromList []
val () = show "fromList length" (vec v ^ " " ^ Int.toString (Vector.length v) ^ " " ^ vec e ^ " " ^ Int.toString (Vector.length e))
val () = show "maxLen" (b2s (Vector.maxLen >= 16777215))
val () = show "tabulate" (vec (Vector.tabulate (4, fn i => i * i)) ^ " " ^ vec (Vector.tabulate (0, fn i => i)))
val () = show "tabulate ~1" (exn (fn () => Vector.tabulate (~1, fn i => i)))
val () = show "sub" (Int.toString (Vector.sub (v, 0)) ^ " " ^ Int.toString (Vector.sub (v, 2)))
val () = show "sub bad" (exn (fn () => Vector.sub (v, 3)) ^ " " ^ exn (fn () => Vector.sub (v, ~1)) ^ " " ^ exn (fn () => Vector.sub (e, 0)))
val () = show "update" (vec (Vector.update (v, 1, 99)) ^ " " ^ vec v)
val () = show "update bad" (exn (fn () => Vector.update (v, 3, 0)))
val () = show "concat" (vec (Vector.concat [v, e, Vector.fromList [1]]) ^ " " ^ vec (Vector.concat []))
val () = Vector.appi (fn (i, x) => print (Int.toString i ^ "=" ^ Int.toString x ^ " ")) v
val () = Vector.app (fn x => print (Int.toString x ^ " ")) v
val () = print "\n"
val () = show "mapi map" (vec (Vector.mapi (fn (i, x) => i + x) v) ^ " " ^ vec (Vector.map (fn x => x div 10) v))
val () = show "foldli foldri" (Vector.foldli (fn (i, x, s) => s ^ Int.toString i ^ ":" ^ Int.toString x ^ " ") "" v ^ "| " ^ Vector.foldri (fn (i, x, s) => s ^ Int.toString i ^ ":" ^ Int.toString x ^ " ") "" v)
val () = show "foldl foldr" (Vector.foldl (fn (x, s) => s ^ Int.toString x) "" v ^ " " ^ Vector.foldr (fn (x, s) => s ^ Int.toString x) "" v)
val () = show "findi" (case Vector.findi (fn (i, x) => i > 0 andalso x > 10) v of SOME (i, x) => Int.toString i ^ " " ^ Int.toString x | NONE => "NONE")
val () = show "find" (case Vector.find (fn x => x > 100) v of SOME x => Int.toString x | NONE => "NONE")
val () = show "exists all" (String.concatWith " " (List.map b2s [Vector.exists (fn x => x = 20) v, Vector.exists (fn _ => true) e, Vector.all (fn x => x > 5) v, Vector.all (fn _ => false) e]))
val () = show "collate" (String.concatWith " " (List.map (ord2s o Vector.collate Int.compare) [(v, v), (e, v), (v, Vector.fromList [10, 25]), (Vector.fromList [10, 20, 30, 0], v)]))
val () = show "equality" (b2s (v = Vector.fromList [10, 20, 30]) ^ " " ^ b2s (v = Vector.fromList [10]))
