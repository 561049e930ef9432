(* `+` as a constructor shadows integer addition in the rest of the program. *)
datatype e = + of e * e | N of int
fun ev (a + b) = ev a + ev b
  | ev (N n) = n
