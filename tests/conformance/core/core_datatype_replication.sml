(* Definition §4.9 (rule 18, datatype replication): `datatype t = datatype u`
   binds t to the same type as u, with u's constructors; it does not create a
   new type. *)
datatype colour = Red | Green
datatype hue = datatype colour
val c : colour = Green
val h : hue = c
fun name Red = "red" | name Green = "green"
val _ = print (name h ^ " " ^ Bool.toString (h = Red) ^ "\n")
