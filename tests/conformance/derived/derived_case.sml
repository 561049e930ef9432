(* Appendix A: case exp of match abbreviates (fn match) exp; the first
   matching rule is chosen. *)
fun classify n =
  case n of
    0 => "zero"
  | 1 => "one"
  | n => if n < 0 then "negative" else "many"
val _ = print (String.concatWith "," (map classify [0, 1, ~4, 9]) ^ "\n")
val v = case [1, 2, 3] of [] => 0 | [x] => x | x :: y :: _ => x + y
val w = (fn [] => 0 | [x] => x | x :: y :: _ => x + y) [1, 2, 3]
val _ = print (Int.toString v ^ " " ^ Int.toString w ^ "\n")
(* nested cases: the inner match extends as far as possible *)
val s = case (1, 2) of (1, b) => (case b of 2 => "a" | _ => "b") | _ => "c"
val _ = print (s ^ "\n")
