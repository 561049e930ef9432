(* §5.7 (sharing type spec): two flexible types in a functor's
   parameter are identified, so values of one can be passed where the other
   is expected. *)
signature PRODUCER = sig type item val make : int -> item end
signature CONSUMER = sig type item val show : item -> string end
functor Pipe (structure P : PRODUCER
              structure C : CONSUMER
              sharing type P.item = C.item) = struct
  fun run n = C.show (P.make n)
end
structure Prod = struct type item = int * int fun make n = (n, n * n) end
structure Cons = struct
  type item = int * int
  fun show (a, b) = Int.toString a ^ "^2=" ^ Int.toString b
end
structure X = Pipe (structure P = Prod structure C = Cons)
val () = print (X.run 7 ^ "\n")
