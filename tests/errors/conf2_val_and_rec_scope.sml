(* expect: the bindings before `and rec` are not in scope in the recursive ones (rule 26) *)
val q = 1 and rec r = fn () => q
