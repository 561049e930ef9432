(* expect: the uses of pickx give its row different labels *)
val z = let val p = #x in (p {x = 1}, p {x = 2, y = 3}) end
