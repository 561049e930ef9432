(* Basis LIST: nth, take and drop at their edges; take/drop raise Subscript
   when i < 0 or i > length l. *)
val l = [1, 2, 3]
fun sl xs = "[" ^ String.concatWith "," (map Int.toString xs) ^ "]"
fun try name f = print (name ^ ": " ^ (f () handle Subscript => "Subscript") ^ "\n")
val _ = try "take 0" (fn () => sl (List.take (l, 0)))
val _ = try "take 3" (fn () => sl (List.take (l, 3)))
val _ = try "take 4" (fn () => sl (List.take (l, 4)))
val _ = try "take ~1" (fn () => sl (List.take (l, ~1)))
val _ = try "drop 0" (fn () => sl (List.drop (l, 0)))
val _ = try "drop 3" (fn () => sl (List.drop (l, 3)))
val _ = try "drop 4" (fn () => sl (List.drop (l, 4)))
val _ = try "nth 0" (fn () => Int.toString (List.nth (l, 0)))
val _ = try "nth 3" (fn () => Int.toString (List.nth (l, 3)))
val _ = try "take [] 0" (fn () => sl (List.take ([], 0)))
