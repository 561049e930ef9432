(* expect: a replicated abbreviation is the same type: int, not string *)
type t = int
datatype u = datatype t
val x : u = "s"
