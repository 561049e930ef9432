(* Appendix A: #3 abbreviates fn {3 = x, ...} => x, which cannot be applied
   to a pair (type {1 : int, 2 : int} has no label 3). *)
val x = #3 (1, 2)
