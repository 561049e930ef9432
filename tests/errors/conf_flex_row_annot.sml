(* expect: the row is fixed, but the field type of x is int in the pattern annotation *)
val z = let fun getx ({x, ...} : {x : int, y : int}) = x in getx {x = "s", y = 1} end
