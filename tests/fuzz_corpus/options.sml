fun find p [] = NONE
  | find p (x :: xs) = if p x then SOME x else find p xs

val a = find (fn x => x > 3) [1, 5, 2]
val b = getOpt (a, 0) + (if isSome a then valOf a else 0)
val c = case find null [[1], [], [2]] of SOME _ => "empty" | NONE => "none"
