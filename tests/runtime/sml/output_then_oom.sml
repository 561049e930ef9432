(* Prints some lines, then keeps a list that grows without end: every line
   printed reaches stdout, then "Out of memory" on stderr, status 2. *)
fun println s = print (s ^ "\n")
fun lines i = if i > 100 then () else (println ("line " ^ Int.toString i); lines (i + 1))
val _ = lines 1
fun grow (xs, n) = grow (n :: xs, n + 1)
val _ = grow ([], 0)
val _ = println "not reached"
