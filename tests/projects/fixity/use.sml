fun first (a @@ _) = a
fun length End = 0 | length (_ ## rest) = 1 + length rest
val () = print (Int.toString (first (4 @@ 5)) ^ " " ^ Int.toString (length (1 ## 2 ## 3 ## End)) ^ " " ^ Int.toString (2 <*> 3) ^ "\n")
(* %% was declared inside a structure: not infix here *)
fun %% (a, b) = a + b
val () = print (Int.toString (%% (Hidden.nine, 1)) ^ "\n")
