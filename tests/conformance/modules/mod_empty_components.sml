(* §5.7: empty structures, empty signatures and functors taking and
   returning empty structures are all legal; any structure matches sig end. *)
signature EMPTY = sig end
structure E = struct end
structure E2 : EMPTY = struct val hidden = 1 end
functor F (X : EMPTY) = struct end
functor G (X : EMPTY) : EMPTY = X
structure R = F (E)
structure S = G (struct val ignored = "x" end)
structure T = F (struct end)
val () = print "empty ok\n"
