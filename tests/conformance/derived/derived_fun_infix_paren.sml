(* Appendix A, note to Fig. 21: "op vid (atpat, atpat')" may be written
   "(atpat vid atpat')"; the parentheses may be dropped if ":ty" or "="
   follows, and more curried arguments may follow them. *)
infix 6 ++
fun (x ++ y) = x * 10 + y
infix 5 <*>
fun (f <*> g) x : int = f (g x)
infix 4 |=
fun (xs |= 0) = xs
  | (xs |= n) = (n :: xs) |= n - 1
val _ = print (Int.toString (1 ++ 2) ^ " " ^ Int.toString (((fn x => x + 1) <*> (fn x => x * 5)) 2) ^ "\n")
val _ = print (String.concatWith "," (map Int.toString ([] |= 4)) ^ "\n")
