(* Appendix A: each fun clause needs at least one argument pattern
   (fun f p1 ... pn = e with n >= 1). *)
fun f = 1
