(* Definition §2.9 and Appendix A: the curried arguments of a fun clause form
   one pattern (p1, ..., pn), so no variable may occur in two of them. *)
fun f x y x = x + y
