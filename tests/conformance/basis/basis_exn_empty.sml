(* Basis LIST: hd, tl, List.last, List.getItem-free accessors raise Empty on
   the empty list. *)
fun try name f = print (name ^ ": " ^ (f () handle Empty => "Empty") ^ "\n")
val e : int list = []
val _ = try "hd" (fn () => Int.toString (hd e))
val _ = try "tl" (fn () => Int.toString (length (tl e)))
val _ = try "List.last" (fn () => Int.toString (List.last e))
val _ = try "List.hd" (fn () => Int.toString (List.hd e))
val _ = try "hd [1]" (fn () => Int.toString (hd [1]))
val _ = try "tl [1]" (fn () => Int.toString (length (tl [1])))
val _ = try "last" (fn () => Int.toString (List.last [1, 2, 3]))
val _ = print (case List.getItem e of NONE => "getItem NONE\n" | SOME _ => "?\n")
