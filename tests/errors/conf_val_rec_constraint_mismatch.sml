(* expect: the constraint on the fn disagrees with the one on the pattern *)
val rec f : int -> int = (fn x => x) : bool -> bool
