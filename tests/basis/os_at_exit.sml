(* OS.Process.atExit's actions run when the program ends normally (not only
   on OS.Process.exit): last registered first, after everything the program
   printed, an action's exception ignored. *)
val () = OS.Process.atExit (fn () => print "registered first, runs last\n")
val () = OS.Process.atExit (fn () => raise Fail "ignored")
val () = OS.Process.atExit (fn () => TextIO.output (TextIO.stdOut, "registered last, runs first\n"))
val () = print "the program's last line\n"
