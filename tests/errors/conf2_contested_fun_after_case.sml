(* expect: contested, kept. MLton accepts this by lookahead, but by the
   grammar the case's match extends as far as possible and takes '| f nil'
   as one of its rules; the message says to parenthesize the case. *)
fun f (x :: xs) = case xs of [] => 2 | _ => 3
  | f nil = 0
