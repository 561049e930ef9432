(* The constructor keeps its fixity: applying it prefix needs `op`. *)
datatype e = + of e * e | N of int
val x = + (N 1, N 2)
