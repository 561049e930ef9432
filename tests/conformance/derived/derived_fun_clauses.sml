(* Appendix A: fun with several clauses abbreviates val rec vid = fn x =>
   case x of ... ; clauses are tried in order. *)
fun fact 0 = 1
  | fact n = n * fact (n - 1)
fun fib 0 = 0
  | fib 1 = 1
  | fib n = fib (n - 1) + fib (n - 2)
fun zip (x :: xs, y :: ys) = (x, y) :: zip (xs, ys)
  | zip _ = []
val _ = print (Int.toString (fact 10) ^ " " ^ Int.toString (fib 15) ^ "\n")
val _ = print (String.concatWith "," (map (fn (a, b) => a ^ b) (zip (["a", "b", "c"], ["1", "2"]))) ^ "\n")
