(* Basis VECTOR: fromList, tabulate, length, sub, foldl/foldr, map,
   mapi, update (functional), concat, app, exists, find. *)
val v = Vector.tabulate (5, fn i => i * i)
fun sv v = "#[" ^ String.concatWith "," (Vector.foldr (fn (x, a) => Int.toString x :: a) [] v) ^ "]"
val _ = print (sv v ^ " " ^ Int.toString (Vector.length v) ^ " " ^ Int.toString (Vector.sub (v, 3)) ^ "\n")
val _ = print (Vector.foldl (fn (x, a) => a ^ Int.toString x) "" v ^ " " ^
  Vector.foldr (fn (x, a) => a ^ Int.toString x) "" v ^ "\n")
val w = Vector.update (v, 0, 99)
val _ = print (sv v ^ " " ^ sv w ^ "\n")
val _ = print (sv (Vector.map (fn x => x + 1) v) ^ " " ^ sv (Vector.mapi (fn (i, x) => i + x) v) ^ "\n")
val _ = print (sv (Vector.concat [Vector.fromList [1], Vector.fromList [], Vector.fromList [2, 3]]) ^ "\n")
val _ = Vector.app (fn x => print (Int.toString x ^ ";")) v
val _ = print ("\n" ^ Bool.toString (Vector.exists (fn x => x = 9) v) ^ " " ^
  (case Vector.find (fn x => x > 5) v of SOME x => Int.toString x | NONE => "-") ^ "\n")
val _ = print (Int.toString (Vector.foldli (fn (i, x, a) => a + i * x) 0 v) ^ "\n")
