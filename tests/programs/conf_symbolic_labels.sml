fun intToString n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
  in if n < 0 then implode (#"~" :: pos (~n, [])) else implode (pos (n, [])) end
fun println s = print (s ^ "\n")
(* Symbolic identifiers as record labels (Definition 2.4: a label is any
   identifier or a numeral): in expressions, types, patterns and selectors. *)
val r = {<< = 1, $ = 2, ++ = "plus", name = "r"}
val a = # << r
val b = # $ r
val _ = println (intToString (a + b) ^ " " ^ # ++ r ^ " " ^ #name r)
type rt = {<< : int, $ : int, ++ : string, name : string}
fun f ({$, ...} : rt) = $
val _ = println (intToString (f r))
fun g ({<< = x, ++ : string, ...} : rt) = ++ ^ intToString x
val _ = println (g r)
type t = {+ : int, - : int, * : int}
val ops : t = {+ = 3, - = 1, * = 6}
fun apply ({+ = p, - = m, * = s} : t) = p + s - m
val _ = println (intToString (apply ops))
val _ = println (intToString (# * ops))
fun pun ({* = op *, ...} : t) = op *
val _ = println (intToString (pun ops))
val {<= = le, ...} = {<= = true, >= = false}
val _ = println (if le then "le" else "ge")
(* Labels sort the same whatever they are: equal records compare equal. *)
val _ = println (if {$ = 1, a = 2} = {a = 2, $ = 1} then "equal" else "different")
val sel = map (# $) [{$ = 5}, {$ = 6}]
val _ = println (intToString (hd sel + hd (tl sel)))
