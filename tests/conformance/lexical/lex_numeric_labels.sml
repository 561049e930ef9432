(* Definition §2.4/§2.9: numeric labels 1, 2, ... ; a record with labels
   1..n is a tuple, written in any order. *)
val t = {2 = "b", 1 = "a"}
val (x, y) = t
val r = {1 = 10, 3 = 30}
val _ = print (x ^ y ^ " " ^ #1 t ^ " " ^ Int.toString (#3 r) ^ "\n")
val u : int * string = {1 = 5, 2 = "five"}
val _ = print (Int.toString (#1 u) ^ #2 u ^ "\n")
