(* expect: the constrained right side of val rec is not a fn *)
val rec f = (3 : int -> int)
