(* Appendix A: the pattern () is {}, of type unit, so f cannot take an int. *)
fun f () = 1
val y = f 3
