(* What the Basis adds to the top level beyond the initial environment
   (compiler/elab/initial.py, pervasive.sml): seen alone through
   pervasive.mlb. *)
type substring = Substring.substring
val print = TextIO.print
