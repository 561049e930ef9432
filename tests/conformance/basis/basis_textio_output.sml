(* Basis TEXTIO: output, output1, print and flushOut on stdOut all go to
   standard output in order; stdErr is separate. *)
val _ = TextIO.output (TextIO.stdOut, "one ")
val _ = TextIO.output1 (TextIO.stdOut, #"2")
val _ = print " three\n"
val _ = TextIO.output (TextIO.stdErr, "to stderr\n")
val _ = TextIO.output (TextIO.stdOut, "")
val _ = TextIO.flushOut TextIO.stdOut
val _ = TextIO.output (TextIO.stdOut, "four\n")
val _ = app (fn s => TextIO.output (TextIO.stdOut, s)) ["a", "b", "c", "\n"]
