(* The smallest program: runs under a 256 MB address-space limit. *)
val _ = print "hello, world\n"
