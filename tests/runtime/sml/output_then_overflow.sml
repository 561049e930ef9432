(* Prints some lines, then unbounded non-tail recursion: every line printed
   reaches stdout, then "Stack overflow" on stderr, status 2. *)
fun println s = print (s ^ "\n")
fun lines i = if i > 100 then () else (println ("line " ^ Int.toString i); lines (i + 1))
val _ = lines 1
fun depth n = 1 + depth (n + 1)
val _ = println (Int.toString (depth 0))
val _ = println "not reached"
