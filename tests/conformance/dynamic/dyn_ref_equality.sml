(* Definition §6.4/§6.7 (equality on ref values): refs are equal iff they are
   the same cell, regardless of contents. *)
val a = ref 3
val b = ref 3
val c = a
fun s b = Bool.toString b
val _ = print (s (a = b) ^ " " ^ s (a = c) ^ " " ^ s (!a = !b) ^ "\n")
val _ = c := 4
val _ = print (s (a = c) ^ " " ^ s (a <> b) ^ "\n")
(* refs inside structured values compare by identity too *)
val _ = print (s ((1, a) = (1, c)) ^ " " ^ s ([a] = [b]) ^ " " ^ s (SOME a = SOME c) ^ "\n")
