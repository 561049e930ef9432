(* Uses Geometry from the other unit and the Basis. *)
val shapes = [Geometry.Circle 1.0, Geometry.Rect (2.0, 3.0)]

fun total xs = List.foldl (op +) 0.0 (List.map Geometry.area xs)

fun identity x = x

val () = print (Real.toString (total shapes) ^ "\n")
