(* Appendix A: int * int is {1 : int, 2 : int}, which differs from
   {1 : int, 3 : int}. *)
val (a, b) : {1 : int, 3 : int} = (1, 2)
