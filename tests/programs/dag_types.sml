(* Types exponential as trees, linear as DAGs: f applied to itself 32 times has a
   type of 2^32 nodes as a tree; it must compile in linear time (issue "Conformance" 6). *)
fun f x = x
fun g y = f f f f f f f f f f f f f f f f f f f f f f f f f f f f f f f f y
val _ = g 3
val () = print "done\n"
