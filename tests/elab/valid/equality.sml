fun eq (a, b) = a = b
fun neq (a, b) = a <> b
fun mem (x, []) = false
  | mem (x, y :: ys) = x = y orelse mem (x, ys)

fun dedup [] = []
  | dedup (x :: xs) = if mem (x, xs) then dedup xs else x :: dedup xs

datatype color = Red | Green | Blue
datatype 'a shape = Circle of 'a | Rect of 'a * 'a
datatype expr = Num of int | Add of expr * expr | Neg of expr

val b1 = eq (1, 2)
val b2 = eq ("a", "a")
val b3 = eq ([Red, Green], [Red, Green])
val b4 = Circle 1 = Rect (1, 2)
val b5 = Add (Num 1, Num 2) = Add (Num 1, Num 2)
val b6 = mem (#"c", explode "abc")
val ds = dedup [1, 2, 1, 3, 2]
val r1 = ref 0
val b7 = r1 = ref 0
val b8 = (1, "x") = (1, "x")
val b9 = SOME [1] <> NONE
fun assoc (k, []) = NONE
  | assoc (k, (k', v) :: rest) = if k = k' then SOME v else assoc (k, rest)
val found = assoc ("b", [("a", 1.0), ("b", 2.0)])
