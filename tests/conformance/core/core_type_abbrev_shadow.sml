(* Definition §4.2, §4.9 (rule 28): a type abbreviation's right side is
   elaborated when it is declared; shadowing the name later does not change
   earlier types or values. *)
type t = int
val a : t = 1
fun incr (x : t) = x + 1
type t = string
val b : t = "b"
type u = t * int
val c : u = (b, incr a)
val _ = print (#1 c ^ Int.toString (#2 c) ^ "\n")
