(* Definition §6.4 and the Basis: = on equality types is structural on
   datatypes, records, tuples, lists, strings, and chars. *)
datatype t = L | N of t * int * t
fun s b = Bool.toString b
val x = N (N (L, 1, L), 2, L)
val y = N (N (L, 1, L), 2, L)
val z = N (L, 2, N (L, 1, L))
val _ = print (s (x = y) ^ " " ^ s (x = z) ^ "\n")
val _ = print (s ({a = 1, b = "x"} = {b = "x", a = 1}) ^ " " ^ s ((1, #"c") = (1, #"d")) ^ "\n")
val _ = print (s ([1, 2, 3] = [1, 2, 3]) ^ " " ^ s ([1, 2] = [1, 2, 3]) ^ " " ^ s ([] = ([] : int list)) ^ "\n")
val _ = print (s ("abc" = "ab" ^ "c") ^ " " ^ s ("" = "") ^ " " ^ s ("a" = "A") ^ "\n")
val _ = print (s (SOME [L] = SOME [L]) ^ " " ^ s (NONE = SOME 1) ^ "\n")
datatype 'a tree = Leaf of 'a | Node of 'a tree list
val _ = print (s (Node [Leaf "a", Node []] = Node [Leaf "a", Node []]) ^ "\n")
