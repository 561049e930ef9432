(* A type variable explicitly scoped again inside its own scope
   (Definition rule 15: U is disjoint from the context's type variables). *)
fun 'a f (x : 'a) = let val 'a y = x in () end
