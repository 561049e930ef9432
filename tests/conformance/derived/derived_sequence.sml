(* Appendix A: (e1; ...; en; e) evaluates e1..en left to right, discarding
   their values (of any type), and yields e's value. *)
val r = ref 0
val v = (r := 1; r := !r + 10; "ignored"; 5.0; !r * 2)
val _ = print (Int.toString v ^ "\n")
fun count n = (print (Int.toString n); print " "; n + 1)
val w = (count 1; count 2; count 3)
val _ = print ("\n" ^ Int.toString w ^ "\n")
val u = (print "unit\n")
