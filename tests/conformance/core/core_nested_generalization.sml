(* Definition rule 15 (Clos_C): an inner let-bound function generalizes only the
   type variables not free in the context; here g is polymorphic in y's type but
   not in x's, which belongs to the enclosing f. A constraint with 'a on a
   variable (non-expansive) is generalized. *)
fun f x = let fun g y = (x, y) in (g 1, g "one") end
val ((a, b), (c, d)) = f true
val len : 'a list -> int = length
val _ = print (String.concatWith " " [Bool.toString a, Int.toString b, Bool.toString c, d,
                                      Int.toString (len [1, 2] + len ["x"])] ^ "\n")
