(* Match raised by non-exhaustive functions, fn expressions and case; caught by handlers and also left to propagate through several frames. *)

fun intToString n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
      (* negative numbers are handled without negating, so minInt is safe *)
      fun neg (n, acc) =
        if n > ~10 then dig (~n) :: acc
        else let val q = n div 10
                 val q' = if n mod 10 = 0 then q else q + 1
             in neg (q', dig (q' * 10 - n) :: acc) end
  in if n < 0 then implode (#"~" :: neg (n, [])) else implode (pos (n, [])) end
fun println s = print (s ^ "\n")
fun printInt n = println (intToString n)

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
val r = ((raise E 2) handle E 1 => "one") handle E n => "outer " ^ intToString n
val _ = println r
