(* Definition §4.11 (1): a record pattern with `...` (and #lab) is allowed when
   the context, within the enclosing top-level declaration, determines the
   record's labels: here a type constraint, a later use in the same local, and
   the other argument of a pattern-matching function. *)
type person = {name : string, age : int, email : string}
fun nameOf ({name, ...} : person) = name
local
  fun older ({age = a, ...}, {age = b, ...}) = a > b
in
  val o1 = older ({age = 40, name = "x"}, {age = 30, name = "y"})
end
fun ageOf (p : person) = #age p
val _ = (fn {email, ...} => print (email ^ "\n")) {name = "n", age = 1, email = "e@x"}
val p = {name = "ann", age = 33, email = "ann@x"}
val _ = print (nameOf p ^ " " ^ Bool.toString o1 ^ " " ^ Int.toString (ageOf p) ^ "\n")
