(* expect: a tuple of functions is not a fn *)
val rec (f, g) = (fn x => x, fn y => y)
