(* Printing without a Basis library. *)
fun intToString n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc else pos (n div 10, dig (n mod 10) :: acc)
  in if n < 0 then implode (#"~" :: pos (~n, [])) else implode (pos (n, [])) end
fun println s = print (s ^ "\n")
