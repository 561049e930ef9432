(* Array *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun arr a = "[|" ^ String.concatWith "," (Array.foldr (fn (x, l) => Int.toString x :: l) [] a) ^ "|]"
fun vec v = "#[" ^ String.concatWith "," (Vector.foldr (fn (x, l) => Int.toString x :: l) [] v) ^ "]"
fun ord2s LESS = "LESS"
  | ord2s EQUAL = "EQUAL"
  | ord2s GREATER = "GREATER"

val a = Array.array (3, 7)
val () = show "array" (arr a ^ " " ^ Int.toString (Array.length a) ^ " " ^ arr (Array.array (0, 1)))
val () = show "array ~1" (exn (fn () => Array.array (~1, 0)))
val () = show "maxLen" (b2s (Array.maxLen >= 16777215))
val () = show "fromList" (arr (Array.fromList [1, 2, 3]) ^ " " ^ arr (Array.fromList []))
val () = show "tabulate" (arr (Array.tabulate (5, fn i => i * 10)) ^ " " ^ exn (fn () => Array.tabulate (~2, fn i => i)))
val traced = Array.tabulate (4, fn i => (print (Int.toString i ^ " "); i * i))
val () = show "tabulate order" (arr traced ^ " " ^ exn (fn () => Array.tabulate (Array.maxLen + 1, fn i => (print "called"; i))))
val () = show "tabulate real" (Real.toString (Array.foldl op + 0.0 (Array.tabulate (4, fn i => real i * 0.5))) ^ " " ^ arr (Array.tabulate (0, fn i => i)))
val () = Array.update (a, 1, 8)
val () = show "update sub" (arr a ^ " " ^ Int.toString (Array.sub (a, 1)))
val () = show "sub bad" (exn (fn () => Array.sub (a, 3)) ^ " " ^ exn (fn () => Array.sub (a, ~1)))
val () = show "update bad" (exn (fn () => Array.update (a, 3, 0)) ^ " " ^ exn (fn () => Array.update (a, ~1, 0)))
val () = show "vector" (vec (Array.vector a) ^ " " ^ vec (Array.vector (Array.fromList [])))
val src = Array.fromList [1, 2, 3]
val dst = Array.array (5, 0)
val () = Array.copy {src = src, dst = dst, di = 2}
val () = show "copy" (arr dst)
val () = show "copy bad" (exn (fn () => Array.copy {src = src, dst = dst, di = 3}) ^ " " ^ exn (fn () => Array.copy {src = src, dst = dst, di = ~1}))
val self = Array.fromList [1, 2, 3, 4, 5]
val () = Array.copy {src = self, dst = self, di = 0}
val () = show "copy self" (arr self)
val () = Array.copyVec {src = Vector.fromList [9, 8], dst = dst, di = 0}
val () = show "copyVec" (arr dst ^ " " ^ exn (fn () => Array.copyVec {src = Vector.fromList [1, 2], dst = dst, di = 4}))
val () = Array.appi (fn (i, x) => print (Int.toString i ^ "=" ^ Int.toString x ^ " ")) src
val () = Array.app (fn x => print (Int.toString x ^ " ")) src
val () = print "\n"
val m = Array.fromList [1, 2, 3]
val () = Array.modifyi (fn (i, x) => i * 100 + x) m
val () = show "modifyi" (arr m)
val () = Array.modify (fn x => x + 1) m
val () = show "modify" (arr m)
val () = show "foldli foldri" (Array.foldli (fn (i, x, s) => s ^ Int.toString i ^ ":" ^ Int.toString x ^ " ") "" src ^ "| " ^ Array.foldri (fn (i, x, s) => s ^ Int.toString i ^ ":" ^ Int.toString x ^ " ") "" src)
val () = show "foldl foldr" (Array.foldl (fn (x, s) => s ^ Int.toString x) "" src ^ " " ^ Array.foldr (fn (x, s) => s ^ Int.toString x) "" src)
val () = show "findi find" ((case Array.findi (fn (i, x) => i + x = 5) src of SOME (i, x) => Int.toString i ^ "," ^ Int.toString x | NONE => "NONE") ^ " " ^ (case Array.find (fn x => x > 3) src of SOME x => Int.toString x | NONE => "NONE"))
val () = show "exists all" (String.concatWith " " (List.map b2s [Array.exists (fn x => x = 2) src, Array.all (fn x => x > 1) src, Array.all (fn _ => false) (Array.fromList [])]))
val () = show "collate" (String.concatWith " " (List.map (ord2s o Array.collate Int.compare) [(src, Array.fromList [1, 2, 3]), (src, Array.fromList [1, 3]), (src, Array.fromList [1, 2])]))
val () = show "equality" (b2s (src = src) ^ " " ^ b2s (src = Array.fromList [1, 2, 3]))
