(* Basis LISTPAIR: zip/unzip ignore excess elements, zipEq raises
   UnequalLengths, map, foldl, foldr, all, exists, allEq. *)
fun sp l = String.concatWith "," (map (fn (a, b) => Int.toString a ^ b) l)
val _ = print (sp (ListPair.zip ([1, 2, 3], ["a", "b"])) ^ "\n")
val (xs, ys) = ListPair.unzip [(1, "x"), (2, "y")]
val _ = print (String.concat (map Int.toString xs) ^ String.concat ys ^ "\n")
val _ = print ((sp (ListPair.zipEq ([1, 2], ["a"]))) handle ListPair.UnequalLengths => "UnequalLengths\n")
val _ = print (String.concatWith " " (ListPair.map (fn (a, b) => Int.toString (a * b)) ([1, 2, 3], [4, 5, 6])) ^ "\n")
val _ = print (ListPair.foldl (fn (a, b, s) => s ^ a ^ b) "" (["a", "b"], ["1", "2"]) ^ " " ^
  ListPair.foldr (fn (a, b, s) => s ^ a ^ b) "" (["a", "b"], ["1", "2"]) ^ "\n")
val _ = print (Bool.toString (ListPair.all (op <) ([1, 2], [2, 3, 0])) ^ " " ^
  Bool.toString (ListPair.allEq (op <) ([1, 2], [2, 3, 0])) ^ " " ^
  Bool.toString (ListPair.exists (op =) ([1, 2], [0, 2])) ^ "\n")
