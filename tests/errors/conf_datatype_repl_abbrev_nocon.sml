(* expect: replicating an abbreviation brings no constructors *)
type t = int option
datatype u = datatype t
val x = u 3
