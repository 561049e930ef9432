(* `''` is an equality type variable: a function type is not an equality type. *)
fun same (a : '', b) = a = b
val x = same (fn y => y, fn z => z)
