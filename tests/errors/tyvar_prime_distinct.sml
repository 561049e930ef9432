(* A lone prime is a type variable of its own, distinct from 'a. *)
fun bad (x : ', y : 'a) : ' = y
