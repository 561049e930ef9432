(* Appendix A: the list pattern [x] abbreviates x :: nil, so binding it to a
   two-element list raises Bind (§6.7). *)
val [a, b] = [1, 2]
val _ = print (Int.toString (a + b) ^ "\n")
val [x] = [1, 2]
val _ = print "not reached\n"
