fun classify 0 = "zero"
  | classify 1 = "one"
  | classify n = if n < 0 then "negative" else "many"

fun firstTwo (x :: y :: _) = SOME (x, y)
  | firstTwo _ = NONE

fun listCase [] = "empty"
  | listCase [_] = "one"
  | listCase [_, _] = "two"
  | listCase _ = "lots"

fun boolPair (true, true) = 3
  | boolPair (true, false) = 2
  | boolPair (false, true) = 1
  | boolPair (false, false) = 0

fun charKind #"a" = "a"
  | charKind #"\n" = "newline"
  | charKind _ = "other"

fun strKind "" = 0
  | strKind "yes" = 1
  | strKind _ = 2

fun optMap f (SOME x) = SOME (f x)
  | optMap _ NONE = NONE

fun layered (all as (x :: _)) = (x, all)
  | layered [] = (0, [])

val c = (classify 5, firstTwo [1, 2, 3], listCase [1], boolPair (true, false))
val k = (charKind #"a", strKind "yes", optMap (fn x => x + 1) (SOME 1), layered [4, 5])
val w = case 0w3 of 0w0 => "zero" | _ => "nonzero"
val fnMatch = fn (SOME x) => x | NONE => 0
val recPat = fn {a = 1, b} => b | {a = _, b} => ~ b
