(* expect: contested, kept. MLton accepts it, but Definition §2.9 restricts
   a datatype binding's right side to the binding's own type parameters ('b
   here); 'a, though in scope at the enclosing fun, is not one. Poly/ML agrees. *)
fun f (x : 'a) = let datatype 'b t = T of 'a * 'b in 0 end
