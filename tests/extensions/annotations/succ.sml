signature TREE = sig
  datatype tree = Node of forest
  withtype forest = tree list
  val size : tree -> int
end
structure Tree : TREE = struct
  datatype tree = Node of forest
  withtype forest = tree list
  fun size (Node ts) = foldl (fn (t, n) => n + size t) 1 ts
end
structure Succ = struct
datatype t = | A of int | B of int | C | D
fun f (A n | B n) = n
  | f (C | D) = 0
fun g x = case x of
    | (A _ | C) => "AC"
    | (B _ | D) => "BD"
fun pair ((0 | 1), (0 | 1)) = "bits"
  | pair _ = "other"
(* an or-pattern in a clause whose body has matches of its own *)
fun k (A _ | C) = (case 1 of 1 => "k" | _ => "?") ^ (fn (1 | 2) => "12" | _ => "n") 2
  | k _ = "other"
fun mk (x, y) = {x, y}
val r = mk (1, "one")
val () = (print (Int.toString (f (A 3) + f (B 4) + f C) ^ "\n"); print (g (A 1) ^ g D ^ "\n");)
val () = let in print (pair (1, 0) ^ " " ^ pair (2, 0) ^ " " ^ k C ^ k D ^ "\n"); print (#y r ^ "\n"); end
val h = fn | (SOME (1 | 2)) => true | _ => false
val () = print (Bool.toString (h (SOME 2)) ^ Bool.toString (h (SOME 3)) ^ "\n")
val v = #[10, 20, 30]
val () = print (Int.toString (Vector.sub (v, 2) + Vector.length #[] + Tree.size (Tree.Node [Tree.Node []])) ^ "\n")
(*) a line comment: (* does not open a block here
do print (Int.toString (1_000_000 + 0b101 + ~0xf_f + 0xF_F) ^ " " ^ Word.toString (0wb1_1 + 0wx1_0 + 0w1_0)
          ^ " " ^ Real.toString 1_0.2_5 ^ "\n")
end
