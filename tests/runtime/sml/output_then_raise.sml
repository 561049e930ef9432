(* Prints some lines, then an uncaught exception: every line printed reaches
   stdout, then "unhandled exception: Fail: gave up", status 1. *)
fun println s = print (s ^ "\n")
fun lines i = if i > 100 then () else (println ("line " ^ Int.toString i); lines (i + 1))
val _ = lines 1
val _ = raise Fail "gave up"
val _ = println "not reached"
