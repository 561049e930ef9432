(* Definition §6.7 rule 124 (val pat = exp): the pattern is matched against
   the value, binding all its variables at once. *)
val (a, b) = (1, 2)
val {name, age = years} = {name = "x", age = 30}
val x :: y :: rest = [10, 20, 30, 40]
val SOME (c, [d]) = SOME (#"q", [3.5])
val (p, _, (q, r)) = (1, "ignored", (true, "r"))
val _ = print (String.concatWith " " [Int.toString (a + b), name, Int.toString years,
  Int.toString (x + y), Int.toString (length rest), str c, Real.toString d,
  Bool.toString q, r, Int.toString p] ^ "\n")
(* val rec / simultaneous val bindings see the old environment *)
val n = 1
val n = 2 and m = n
val _ = print (Int.toString n ^ " " ^ Int.toString m ^ "\n")
