(* Prints some lines, then keeps a list that grows without end: every line
   printed reaches stdout, then "Out of memory" on stderr, status 2. *)
fun itos n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
  in if n < 0 then implode (#"~" :: pos (~n, [])) else implode (pos (n, [])) end
fun println s = print (s ^ "\n")
fun lines i = if i > 100 then () else (println ("line " ^ itos i); lines (i + 1))
val _ = lines 1
fun grow (xs, n) = grow (n :: xs, n + 1)
val _ = grow ([], 0)
val _ = println "not reached"
