(* Appendix A (Fig. 17): datatype datbind withtype typbind abbreviates the
   datatype with the type abbreviations substituted into it. *)
datatype tree = Node of forest * int
withtype forest = tree list
datatype 'a seq = Cons of 'a * 'a thunk | Nil
withtype 'a thunk = unit -> 'a seq
fun total (Node (kids, v) : tree) = v + sum kids
and sum (ts : forest) = foldl (fn (t, a) => a + total t) 0 ts
val t = Node ([Node ([], 1), Node ([Node ([], 2)], 3)], 4)
fun from n = Cons (n, fn () => from (n + 1))
fun take 0 _ = [] | take _ Nil = [] | take n (Cons (x, k)) = x :: take (n - 1) (k ())
val f : forest = [t, t]
val _ = print (Int.toString (total t) ^ " " ^ Int.toString (sum f) ^ "\n")
val _ = print (String.concatWith "," (map Int.toString (take 4 (from 7))) ^ "\n")
