(* Definition §4.9, rule 17: a re-declared datatype is a new type; values and
   functions of the old type keep working with each other (the old constructors
   are only shadowed in the source). *)
datatype t = A | B of int
fun showOld A = "oldA" | showOld (B n) = "oldB" ^ Int.toString n
val oldVal = B 3
datatype t = A | C
fun showNew A = "newA" | showNew C = "newC"
val _ = print (showOld oldVal ^ " " ^ showNew A ^ " " ^ showNew C ^ "\n")
