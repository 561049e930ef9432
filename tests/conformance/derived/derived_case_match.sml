(* Appendix A: case e of match is (fn match) e, so a case with no matching
   rule raises Match. *)
fun name 1 = "one" | name 2 = "two" | name _ = "other"
val _ = print (name 1 ^ " " ^ name 3 ^ "\n")
val s = case (2, true) of (1, _) => "a" | (2, false) => "b"
val _ = print "not reached\n"
