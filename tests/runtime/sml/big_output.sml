(* A normal end after much more output than the 64 KiB output buffer holds,
   ending in a partly filled buffer: all of it reaches stdout. *)
fun println s = print (s ^ "\n")
fun lines i = if i > 50000 then () else (println ("line " ^ Int.toString i); lines (i + 1))
val _ = lines 1
val _ = print "last line, no newline"
