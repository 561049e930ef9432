(* expect: a parenthesized application is not a fn *)
val rec f = ((fn x => x) (fn y => y))
