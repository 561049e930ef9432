(* Appendix A: [e1, ..., en] abbreviates e1 :: ... :: en :: nil, in
   expressions and patterns. *)
val xs = [1, 2, 3]
val ys = 1 :: 2 :: 3 :: nil
val _ = print (Bool.toString (xs = ys) ^ " " ^ Bool.toString ([] = (nil : int list)) ^ "\n")
fun describe [] = "empty"
  | describe [x] = "one " ^ Int.toString x
  | describe [x, y] = "two " ^ Int.toString (x + y)
  | describe (x :: _) = "many from " ^ Int.toString x
val _ = print (String.concatWith "; " (map describe [[], [5], [5, 6], [7, 8, 9]]) ^ "\n")
val nested = [[1], [], [2, 3]]
val _ = print (Int.toString (length (List.concat nested)) ^ "\n")
val order = ref ""
val _ = [(order := !order ^ "a"; 1), (order := !order ^ "b"; 2)]
val _ = print (!order ^ "\n")
