(* Definition rule 26 (val rec) with Clos in rule 15: the functions of one
   recursive group are monomorphic inside the group and generalized after it,
   so outside they can be used at several types. *)
fun mapPairs f [] = []
  | mapPairs f (x :: xs) = mapSingles f xs @ [(f x, f x)]
and mapSingles f [] = []
  | mapSingles f (x :: xs) = (f x, f x) :: mapPairs f xs
val a = mapPairs Int.toString [1, 2, 3]
val b = mapSingles not [true]
val _ = print (String.concatWith "," (map #1 a) ^ " " ^ Bool.toString (#2 (hd b)) ^ "\n")
