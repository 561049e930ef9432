(* What the other units print with. *)
val intToString = Int.toString
fun println s = print (s ^ "\n")
