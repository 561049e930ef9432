(* Appendix A, note to Fig. 21: in an fvalbind, each clause of an infix
   function may be written either with op or in infix form. *)
infix 6 ++
fun op ++ (a, 0) = a
  | a ++ b = (a + 1) ++ (b - 1)
infixr 5 @@
fun [] @@ ys = ys
  | op @@ (x :: xs, ys) = x :: (xs @@ ys)
val _ = print (Int.toString (3 ++ 4) ^ " " ^ Int.toString (length ([1, 2] @@ [3] @@ [4, 5])) ^ "\n")
