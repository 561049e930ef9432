(* Appendix A: fun f p1 ... pn : ty = e puts the constraint on the body:
   ... => (e : ty). *)
fun half (n : int) : int = n div 2
fun avg x y : real = (x + y) / 2.0
fun first (x :: _) : string = x
  | first [] = "none"
val _ = print (Int.toString (half 9) ^ " " ^ Real.toString (avg 1.0 2.0) ^ " "
               ^ first ["q"] ^ first [] ^ "\n")
