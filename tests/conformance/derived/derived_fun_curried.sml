(* Appendix A: fun f p1 p2 ... pn = e abbreviates
   val rec f = fn x1 => fn x2 => ... case (x1, ..., xn) of (p1, ..., pn) => e;
   partial applications are functions. *)
fun add3 a b c = a + b + c
val add1and2 = add3 1 2
fun match [] _ = "empty"
  | match _ 0 = "zero"
  | match (x :: _) n = Int.toString (x * n)
fun compose f g x = f (g x)
val _ = print (Int.toString (add1and2 3) ^ " " ^ Int.toString (add3 10 20 30) ^ "\n")
val _ = print (match [] 1 ^ " " ^ match [2] 0 ^ " " ^ match [2] 4 ^ "\n")
val _ = print (Int.toString (compose (fn x => x + 1) (fn x => x * 2) 5) ^ "\n")
(* the arguments are all received before matching starts *)
val trace = ref ""
fun two (x : int) (y : int) = (trace := !trace ^ "body"; x + y)
val p = two 1
val _ = trace := !trace ^ "partial;"
val _ = print (Int.toString (p 2) ^ " " ^ !trace ^ "\n")
