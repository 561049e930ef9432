(* Definition §6.7 rule 124/§6.8: a val binding whose pattern does not match
   raises Bind. *)
val r = (let val [a, b] = [1, 2, 3] in a + b end) handle Bind => ~1
val _ = print (Int.toString r ^ "\n")
val r2 = (let val SOME x = NONE : int option in x end) handle Bind => ~2
val _ = print (Int.toString r2 ^ "\n")
val r3 = let val (x, 1) = (10, 1) in x end
val _ = print (Int.toString r3 ^ "\n")
(* Bind is distinct from Match *)
val _ = print ((let val 0 = 1 in "x" end) handle Match => "Match\n" | Bind => "Bind\n")
