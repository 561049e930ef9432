fun println s = print (s ^ "\n")
(* Symbolic identifiers as record labels (Definition 2.4: a label is any
   identifier or a numeral): in expressions, types, patterns and selectors. *)
val r = {<< = 1, $ = 2, ++ = "plus", name = "r"}
val a = # << r
val b = # $ r
val _ = println (Int.toString (a + b) ^ " " ^ # ++ r ^ " " ^ #name r)
type rt = {<< : int, $ : int, ++ : string, name : string}
fun f ({$, ...} : rt) = $
val _ = println (Int.toString (f r))
fun g ({<< = x, ++ : string, ...} : rt) = ++ ^ Int.toString x
val _ = println (g r)
type t = {+ : int, - : int, * : int}
val ops : t = {+ = 3, - = 1, * = 6}
fun apply ({+ = p, - = m, * = s} : t) = p + s - m
val _ = println (Int.toString (apply ops))
val _ = println (Int.toString (# * ops))
fun pun ({* = op *, ...} : t) = op *
val _ = println (Int.toString (pun ops))
val {<= = le, ...} = {<= = true, >= = false}
val _ = println (if le then "le" else "ge")
(* Labels sort the same whatever they are: equal records compare equal. *)
val _ = println (if {$ = 1, a = 2} = {a = 2, $ = 1} then "equal" else "different")
val sel = map (# $) [{$ = 5}, {$ = 6}]
val _ = println (Int.toString (hd sel + hd (tl sel)))
