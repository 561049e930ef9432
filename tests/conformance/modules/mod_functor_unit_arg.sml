(* Appendix A: a functor with an empty parameter `()` and its application
   `F ()`; also a functor whose argument is given by a structure
   declaration sequence `F (structure A = ... val x = ...)`. *)
functor Zero () = struct val z = 0 end
functor Use (structure A : sig val z : int end val x : int) = struct val r = A.z + x end
structure Z = Zero ()
structure U = Use (structure A = Z val x = 12)
structure U2 = Use (structure A = Zero () val x = 30)
val () = print (Int.toString (Z.z + U.r + U2.r) ^ "\n")
