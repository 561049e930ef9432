(* expect: unbound functor G in a functor application. Poly/ML: Functor (G) has not been declared *)
functor F (X : sig val x : int end) = struct val y = X.x + 1 end
structure A = G (struct val x = 1 end)
