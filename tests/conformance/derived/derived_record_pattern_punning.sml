(* Appendix A (Fig. 16): in a pattern row, "vid <: ty> <as pat>" abbreviates
   "vid = vid <: ty> <as pat>". *)
fun norm1 {x, y} = abs x + abs y
fun getx ({x : int, ...} : {x : int, y : int, z : int}) = x
fun both {pair as (a, b), tag} = tag ^ Int.toString (a + b + #1 pair)
fun typed {n : int as m, s : string} = s ^ Int.toString (n + m)
val {name, age = years} = {name = "Bo", age = 30}
val _ = print (Int.toString (norm1 {x = ~3, y = 4}) ^ " " ^ Int.toString (getx {x = 1, y = 2, z = 3}) ^ "\n")
val _ = print (both {tag = "t", pair = (1, 2)} ^ " " ^ typed {n = 4, s = "s"} ^ "\n")
val _ = print (name ^ " " ^ Int.toString years ^ "\n")
