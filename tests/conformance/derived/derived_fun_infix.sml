(* Appendix A / §2.6: an infix function may be defined in infix form
   "x ++ y", as "(x ++ y) z" with extra curried arguments, or with "op". *)
infix 6 ++ --
infixr 5 +++
fun x ++ y = x * 10 + y
fun op -- (x, y) = x - 2 * y
fun (f +++ g) x = f (g x)
datatype t = L | N of t * t
infix 5 <>>
fun L <>> t = t
  | (N (a, b)) <>> t = N (a, b <>> t)
fun size L = 0 | size (N (a, b)) = 1 + size a + size b
val _ = print (Int.toString (1 ++ 2 ++ 3) ^ " " ^ Int.toString (10 -- 3) ^ "\n")
val _ = print (Int.toString (((fn x => x + 1) +++ (fn x => x * 3)) 4) ^ "\n")
val _ = print (Int.toString (size (N (L, L) <>> N (N (L, L), L))) ^ "\n")
