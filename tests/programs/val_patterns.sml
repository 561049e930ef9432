(* val bindings with patterns: tuples, nested tuples, records, cons patterns, constructors, layered, wildcard; 'val rec'; Bind caught when a val pattern fails. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

val (a, b) = (1, "two")
val _ = println (Int.toString a ^ b)
val ((c, d), e) = ((3, 4), 5)
val _ = printInt (c + d + e)
val x :: _ = [10, 20, 30]
val _ = printInt x
val _ :: y :: rest = [10, 20, 30, 40]
val _ = println (Int.toString y ^ " " ^ Int.toString (length rest))
val {name, age = years, ...} = {name = "zed", age = 33, city = "x"}
val _ = println (name ^ Int.toString years)
val SOME v = SOME 99
val _ = printInt v
val whole as (h, _) = (7, 8)
val _ = println (Int.toString h ^ Int.toString (#2 whole))
val _ = ()
val [p, q] = map (fn z => z * z) [5, 6]
val _ = printInt (p + q)
datatype wrap = W of int * string
val W (n, s) = W (4, "four")
val _ = println (s ^ Int.toString n)
val rec fact = fn 0 => 1 | k => k * fact (k - 1)
val _ = printInt (fact 6)
(* simultaneous val ... and ... binds from the outer scope *)
val m = 1
val m = 2 and k = m
val _ = println (Int.toString m ^ Int.toString k)
(* failing patterns raise Bind *)
fun tryBind f = (f (); "no exception") handle Bind => "Bind" | Match => "Match"
val _ = println (tryBind (fn () => let val [_] = [1, 2] in () end))
val _ = println (tryBind (fn () => let val SOME _ = (NONE : int option) in () end))
val _ = println (tryBind (fn () => let val (1, _) = (2, 3) in () end))
val _ = println (tryBind (fn () => let val (1, _) = (1, 3) in () end))
val _ = println (tryBind (fn () => let val "a" = "a" ^ "" in () end))
