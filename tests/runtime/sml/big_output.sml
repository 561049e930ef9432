(* A normal end after much more output than the 64 KiB output buffer holds,
   ending in a partly filled buffer: all of it reaches stdout. *)
fun itos n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
  in if n < 0 then implode (#"~" :: pos (~n, [])) else implode (pos (n, [])) end
fun println s = print (s ^ "\n")
fun lines i = if i > 50000 then () else (println ("line " ^ itos i); lines (i + 1))
val _ = lines 1
val _ = print "last line, no newline"
