(* val bindings with patterns: tuples, nested tuples, records, cons patterns, constructors, layered, wildcard; 'val rec'; Bind caught when a val pattern fails. *)

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

val (a, b) = (1, "two")
val _ = println (intToString a ^ b)
val ((c, d), e) = ((3, 4), 5)
val _ = printInt (c + d + e)
val x :: _ = [10, 20, 30]
val _ = printInt x
val _ :: y :: rest = [10, 20, 30, 40]
val _ = println (intToString y ^ " " ^ intToString (length rest))
val {name, age = years, ...} = {name = "zed", age = 33, city = "x"}
val _ = println (name ^ intToString years)
val SOME v = SOME 99
val _ = printInt v
val whole as (h, _) = (7, 8)
val _ = println (intToString h ^ intToString (#2 whole))
val _ = ()
val [p, q] = map (fn z => z * z) [5, 6]
val _ = printInt (p + q)
datatype wrap = W of int * string
val W (n, s) = W (4, "four")
val _ = println (s ^ intToString n)
val rec fact = fn 0 => 1 | k => k * fact (k - 1)
val _ = printInt (fact 6)
(* simultaneous val ... and ... binds from the outer scope *)
val m = 1
val m = 2 and k = m
val _ = println (intToString m ^ intToString k)
(* failing patterns raise Bind *)
fun tryBind f = (f (); "no exception") handle Bind => "Bind" | Match => "Match"
val _ = println (tryBind (fn () => let val [_] = [1, 2] in () end))
val _ = println (tryBind (fn () => let val SOME _ = (NONE : int option) in () end))
val _ = println (tryBind (fn () => let val (1, _) = (2, 3) in () end))
val _ = println (tryBind (fn () => let val (1, _) = (1, 3) in () end))
val _ = println (tryBind (fn () => let val "a" = "a" ^ "" in () end))
