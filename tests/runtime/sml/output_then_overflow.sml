(* Prints some lines, then unbounded non-tail recursion: every line printed
   reaches stdout, then "Stack overflow" on stderr, status 2. *)
fun itos n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
  in if n < 0 then implode (#"~" :: pos (~n, [])) else implode (pos (n, [])) end
fun println s = print (s ^ "\n")
fun lines i = if i > 100 then () else (println ("line " ^ itos i); lines (i + 1))
val _ = lines 1
fun depth n = 1 + depth (n + 1)
val _ = println (itos (depth 0))
val _ = println "not reached"
