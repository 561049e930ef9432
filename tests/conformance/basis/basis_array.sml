(* Basis ARRAY: array, fromList, tabulate, sub, update, foldl/foldr,
   modify, Array.copy (with Subscript on overflow), vector, appi. *)
val a = Array.array (4, 0)
val _ = Array.update (a, 1, 5)
val _ = Array.update (a, 3, 7)
fun sa a = "[" ^ String.concatWith "," (Array.foldr (fn (x, l) => Int.toString x :: l) [] a) ^ "]"
val _ = print (sa a ^ " " ^ Int.toString (Array.foldl op + 0 a) ^ "\n")
val b = Array.tabulate (6, fn i => 10 + i)
val _ = Array.copy {src = a, dst = b, di = 1}
val _ = print (sa b ^ "\n")
val _ = print ((Array.copy {src = a, dst = b, di = 3}; "copied\n") handle Subscript => "Subscript\n")
val _ = Array.modify (fn x => x * 2) a
val _ = print (sa a ^ "\n")
(* arrays are mutable and compared by identity *)
val c = a
val _ = Array.update (c, 0, 1)
val _ = print (Int.toString (Array.sub (a, 0)) ^ " " ^ Bool.toString (a = c) ^ " " ^
  Bool.toString (Array.fromList [1] = Array.fromList [1]) ^ "\n")
val v = Array.vector a
val _ = Array.update (a, 0, 100)
val _ = print (Int.toString (Vector.sub (v, 0)) ^ "\n")
val _ = Array.appi (fn (i, x) => print (Int.toString i ^ "=" ^ Int.toString x ^ " ")) a
val _ = print "\n"
