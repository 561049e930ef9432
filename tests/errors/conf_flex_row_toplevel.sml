(* expect: nothing in its declaration determines the row of #x *)
val pickx = #x
val s = pickx {x = "left", y = 1}
