type point = {x : real, y : real}
type person = {name : string, age : int, email : string option}

fun dist ({x = x1, y = y1} : point, {x = x2, y = y2} : point) =
  let val dx = x1 - x2 and dy = y1 - y2 in dx * dx + dy * dy end

val origin : point = {x = 0.0, y = 0.0}
val p = {x = 3.0, y = 4.0}
val d = dist (origin, p)

fun greet ({name, age, ...} : person) =
  name ^ " is " ^ (if age > 18 then "an adult" else "a minor")

val alice = {name = "Alice", age = 30, email = SOME "alice@example.org"}
val s = greet alice
val ages = map #age [alice, {name = "Bob", age = 12, email = NONE}]
fun emailOf (r : person) = case #email r of SOME e => e | NONE => "none"
val triple = (1, "two", 3.0)
val second = #2 triple
fun swap (a, b) = (b, a)
val sw = swap (1, true)
val unitVal = ()
fun isUnit () = true
val nested = {inner = {v = 1, w = [1, 2]}, tag = #"t"}
val v = #v (#inner nested)
