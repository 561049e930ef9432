(* Built-in exceptions raised by the Basis: Empty (hd/tl []), Option (valOf NONE), Chr (chr 999, chr ~1), Subscript (substring), Div (div/mod by 0), Overflow, Match, Bind; exnName and exnMessage of nullary built-ins. *)

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

fun try name f =
  println (name ^ ": " ^ (f () handle e => "raised " ^ exnName e ^ " / " ^ exnMessage e))
val _ = try "hd" (fn () => intToString (hd ([] : int list)))
val _ = try "tl" (fn () => intToString (length (tl ([] : int list))))
val _ = try "valOf" (fn () => intToString (valOf (NONE : int option)))
val _ = try "chr 999" (fn () => str (chr 999))
val _ = try "chr ~1" (fn () => str (chr ~1))
val _ = try "chr 65" (fn () => str (chr 65))
val _ = try "substring big" (fn () => substring ("hello", 2, 10))
val _ = try "substring neg" (fn () => substring ("hello", ~1, 2))
val _ = try "substring ok" (fn () => substring ("hello", 1, 3))
val _ = try "substring end" (fn () => "[" ^ substring ("hello", 5, 0) ^ "]")
val _ = try "div" (fn () => intToString (10 div 0))
val _ = try "mod" (fn () => intToString (10 mod 0))
val _ = try "overflow" (fn () => intToString (4611686018427387903 + 1))
fun partial 1 = "one"
val _ = try "match" (fn () => partial 2)
val _ = try "bind" (fn () => let val SOME x = NONE : string option in x end)
val _ = try "case" (fn () => case [1, 2] of [] => "empty" | [_] => "one")
val _ = try "fn" (fn () => (fn 0 => "zero") 5)
(* handler selecting a specific built-in exception *)
fun safeDiv (a, b) = a div b handle Div => 0
val _ = printInt (safeDiv (7, 0) + safeDiv (7, 2))
val _ = println ((str (chr 300)) handle Chr => "Chr caught" | Subscript => "wrong")
val _ = printInt ((hd (tl [1])) handle Empty => ~1 | _ => ~2)
val _ = println (exnMessage Div ^ " " ^ exnMessage Overflow ^ " " ^ exnMessage Subscript ^ " " ^ exnName Empty)
