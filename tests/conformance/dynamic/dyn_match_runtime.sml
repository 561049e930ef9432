(* Definition §6.7 rule 104/§6.8: a fn/case/fun whose match does not cover
   the value raises Match at run time. *)
fun first (x :: _) = x
val _ = print (Int.toString (first [4, 5]) ^ "\n")
val _ = (first [] ; print "no\n") handle Match => print "Match from fun\n"
val _ = print ((case 3 of 1 => "one" | 2 => "two") handle Match => "Match from case\n")
val g = fn true => "t"
val _ = print (g false handle Match => "Match from fn\n")
