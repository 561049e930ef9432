fun first (a @@ _) = a
fun length End = 0 | length (_ ## rest) = 1 + length rest
fun itos n = if n < 10 then str (chr (ord #"0" + n)) else itos (n div 10) ^ itos (n mod 10)
val () = print (itos (first (4 @@ 5)) ^ " " ^ itos (length (1 ## 2 ## 3 ## End)) ^ " " ^ itos (2 <*> 3) ^ "\n")
(* %% was declared inside a structure: not infix here *)
fun %% (a, b) = a + b
val () = print (itos (%% (Hidden.nine, 1)) ^ "\n")
