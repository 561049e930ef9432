(* Basis ARRAY/VECTOR: Array.array, Array.tabulate and Vector.tabulate raise
   Size for a negative length; a length of zero is fine. *)
fun try name f = print (name ^ ": " ^ (f () handle Size => "Size") ^ "\n")
val _ = try "Array.array ~1" (fn () => Int.toString (Array.length (Array.array (~1, 0))))
val _ = try "Array.array 0" (fn () => Int.toString (Array.length (Array.array (0, 0))))
val _ = try "Array.tabulate ~2" (fn () => Int.toString (Array.length (Array.tabulate (~2, fn i => i))))
val _ = try "Vector.tabulate ~3" (fn () => Int.toString (Vector.length (Vector.tabulate (~3, fn i => i))))
val _ = try "List.tabulate ~1" (fn () => Int.toString (length (List.tabulate (~1, fn i => i))))
