(* Definition §6.7 rules 104-105: the rules of a match are tried in order
   and the first matching rule is chosen, even when later ones overlap. *)
fun f (0, _) = "first"
  | f (_, 0) = "second"
  | f (1, 1) = "third"
  | f _ = "default"
val _ = print (String.concatWith " " (map f [(0, 0), (5, 0), (1, 1), (0, 1), (2, 2)]) ^ "\n")
fun g [] = "nil"
  | g [_] = "one"
  | g (1 :: _) = "starts 1"
  | g _ = "many"
val _ = print (String.concatWith " " (map g [[], [1], [1, 2], [2, 1]]) ^ "\n")
val h = fn "a" => 1 | "ab" => 2 | _ => 3
val _ = print (String.concatWith " " (map (Int.toString o h) ["a", "ab", "abc", ""]) ^ "\n")
