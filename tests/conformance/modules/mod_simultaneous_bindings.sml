(* §5.7 (strbind, sigbind, funbind with `and`): the bindings are
   simultaneous, so the right-hand sides see the previous bindings of the
   names, not the ones being declared. *)
structure X = struct val n = 1 end
structure X = struct val n = 2 end
      and Y = struct val n = X.n * 10 end
signature S = sig val n : int end
signature S = sig val m : int end
      and T = S
functor F (A : S) = struct val m = A.m + 1 end
    and G (B : T) = struct val m = B.n + 100 end
structure Z = F (struct val m = 5 end)
structure W = G (X)
val () = print (Int.toString X.n ^ " " ^ Int.toString Y.n ^ " " ^ Int.toString Z.m
                ^ " " ^ Int.toString W.m ^ "\n")
