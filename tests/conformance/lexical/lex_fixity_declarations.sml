(* Definition §2.6: infix (left) and infixr (right) with precedence 0-9
   (default 0); fixity is scoped like other bindings (a let-local infix
   directive ends with the let). *)
infix 0 $$
fun a $$ b = a - b
val _ = print (Int.toString (10 $$ 3 $$ 2) ^ "\n")
infixr 0 $$
val _ = print (Int.toString (10 $$ 3 $$ 2) ^ "\n")
infix ##
fun a ## b = a * 100 + b
val _ = print (Int.toString (1 + 2 ## 3) ^ "\n")
val _ = let infix 9 -- fun a -- b = a * b in print (Int.toString (2 + 3 -- 4) ^ "\n") end
infix 7 --
fun a -- b = a + b
val _ = print (Int.toString (2 * 3 -- 4) ^ "\n")
nonfix --
val _ = print (Int.toString (-- (1, 1)) ^ "\n")
