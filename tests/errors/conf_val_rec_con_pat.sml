(* expect: a constructor pattern cannot bind a recursive function *)
val rec SOME f = fn x => x
