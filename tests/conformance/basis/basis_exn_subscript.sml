(* Basis: String.sub, List.nth, Array.sub, Vector.sub, String.substring,
   String.extract and Array.update raise Subscript out of range. *)
fun try name f = print (name ^ ": " ^ (f () handle Subscript => "Subscript") ^ "\n")
val a = Array.fromList [1, 2, 3]
val v = Vector.fromList [1, 2, 3]
val _ = try "String.sub" (fn () => str (String.sub ("abc", 3)))
val _ = try "String.sub neg" (fn () => str (String.sub ("abc", ~1)))
val _ = try "String.sub ok" (fn () => str (String.sub ("abc", 2)))
val _ = try "List.nth" (fn () => Int.toString (List.nth ([1, 2], 2)))
val _ = try "List.nth neg" (fn () => Int.toString (List.nth ([1, 2], ~1)))
val _ = try "Array.sub" (fn () => Int.toString (Array.sub (a, 3)))
val _ = try "Array.update" (fn () => (Array.update (a, 3, 0); "done"))
val _ = try "Vector.sub" (fn () => Int.toString (Vector.sub (v, 5)))
val _ = try "substring" (fn () => String.substring ("hello", 3, 3))
val _ = try "substring ok" (fn () => String.substring ("hello", 3, 2))
val _ = try "substring end" (fn () => String.substring ("hello", 5, 0))
val _ = try "extract" (fn () => String.extract ("hello", 6, NONE))
val _ = try "extract SOME" (fn () => String.extract ("hello", 1, SOME 5))
val _ = try "Substring.substring" (fn () => Substring.string (Substring.substring ("ab", 1, 2)))
