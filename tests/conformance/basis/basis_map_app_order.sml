(* Basis LIST/VECTOR/ARRAY: map, app, foldl, List.tabulate, Vector.map and
   Array.app apply f to the elements from left to right (observable with
   side effects); foldr from right to left. *)
fun note tag x = (print (tag ^ Int.toString x ^ " "); x)
val _ = map (note "m") [1, 2, 3]
val _ = print "\n"
val _ = List.app (ignore o note "a") [1, 2, 3]
val _ = print "\n"
val _ = List.foldr (fn (x, _) => note "r" x) 0 [1, 2, 3]
val _ = print "\n"
val _ = List.tabulate (3, note "t")
val _ = print "\n"
val _ = Vector.map (note "v") (Vector.fromList [1, 2, 3])
val _ = print "\n"
val _ = List.filter (fn x => note "f" x > 1) [1, 2, 3]
val _ = print "\n"
