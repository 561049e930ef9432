(* expect: the instance of p is applied to a variable whose row nothing fixes *)
fun f r = let val p = #x in p r end
