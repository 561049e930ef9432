(* Appendix A: (e1, ..., en) is {1=e1, ..., n=en}; likewise for patterns,
   and ty1 * ... * tyn is {1:ty1, ..., n:tyn}. *)
val t = (1, "two", 3.0)
val {1 = a, 2 = b, 3 = c} = t
val r : {1 : int, 2 : string} = (7, "seven")
val (x, y) = {2 = "yy", 1 = 10}
fun swap ((p, q) : int * string) : {1 : string, 2 : int} = (q, p)
val _ = print (Int.toString a ^ " " ^ b ^ " " ^ Real.toString c ^ "\n")
val _ = print (#2 r ^ " " ^ y ^ " " ^ Int.toString x ^ " " ^ #1 (swap (1, "s")) ^ "\n")
val nested = ((1, 2), (3, (4, 5)))
val ((_, n2), (_, (_, n5))) = nested
val _ = print (Int.toString (n2 + n5) ^ "\n")
