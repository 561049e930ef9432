(* Match raised by non-exhaustive functions, fn expressions and case; caught by handlers and also left to propagate through several frames. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun onlyPos n = case n of 1 => "one" | 2 => "two"
fun firstOf (x :: _) = x
datatype t = A | B | C
fun nameAB A = "A" | nameAB B = "B"
fun safe f = f () handle Match => "Match"
val _ = println (safe (fn () => onlyPos 1))
val _ = println (safe (fn () => onlyPos 3))
val _ = println (safe (fn () => firstOf ["x"]))
val _ = println (safe (fn () => firstOf []))
val _ = println (safe (fn () => nameAB B))
val _ = println (safe (fn () => nameAB C))
val _ = println (safe (fn () => (fn SOME s => s) NONE))
fun chain 0 = nameAB C
  | chain n = "<" ^ chain (n - 1) ^ ">"
val _ = println (safe (fn () => chain 100))
val _ = println (exnName (Match) ^ " " ^ exnMessage Match)
(* Match raised inside map over a list *)
val _ = println ((concat (map nameAB [A, B, C, A])) handle Match => "map stopped by Match")
(* a handler whose own match is non-exhaustive re-raises the exception *)
exception E of int
val r = ((raise E 2) handle E 1 => "one") handle E n => "outer " ^ Int.toString n
val _ = println r
