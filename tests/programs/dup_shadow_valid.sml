(* The neighbours of tests/errors/dup_*.sml and reserved_*.sml: the same
   identifier bound by *different* declarations (the later one shadows), and
   `it` bound as an ordinary variable, are valid (Definition §2.9, §3.5). *)
fun say s = print (s ^ "\n")

val x = 1
val x = x + 1
val () = say ("val shadowed: " ^ Int.toString x)

fun f x = 1
fun f x = x * 10
val () = say ("fun shadowed: " ^ Int.toString (f 4))

datatype t = A | B
datatype u = B | C
val () = say ("constructor of a later datatype: " ^ (case B of B => "B of u" | C => "C"))
val () = say ("earlier constructor still there: " ^ (case A of A => "A" | _ => "other"))

exception Stop
val e1 = Stop
exception Stop of int
fun which (Stop _) = "the new Stop" | which _ = "another exception"
val () = say ("exceptions differ: " ^ which e1 ^ ", " ^ which (Stop 1))

type t = int
type t = t * t
val pair : t = (3, 4)
val () = say ("type shadowed: " ^ Int.toString (#1 pair + #2 pair))

structure M = struct val v = 1 end
structure M = struct val v = M.v + 1 end
val () = say ("structure shadowed: " ^ Int.toString M.v)

signature S = sig val v : int end
signature S = sig include S val w : int end
structure N : S = struct val v = 5 val w = 6 end
val () = say ("signature shadowed: " ^ Int.toString (N.v + N.w))

functor F (X : sig val v : int end) = struct val v = X.v end
functor F (X : sig val v : int end) = struct val v = X.v * 100 end
structure P = F (N)
val () = say ("functor shadowed: " ^ Int.toString P.v)

(* The same label in different records, the same variable in different rules. *)
val r = {a = 1, b = {a = 2, b = 3}}
fun g {a, b = {a = a', b}} = a + a' + b
val () = say ("labels: " ^ Int.toString (g r))

(* `it` is an ordinary variable: it may be bound, declared and specified. *)
val it = 7
fun it y = y + 1
structure I : sig val it : int end = struct val it = 42 end
val () = say ("it: " ^ Int.toString (it 1) ^ " " ^ Int.toString I.it);
5 + 5;
val () = say ("it after an expression: " ^ Int.toString it)

(* A variable layered over a reserved constructor's pattern. *)
fun empty (l as nil) = length l = 0
  | empty _ = false
val () = say ("layered nil: " ^ (if empty [] then "empty" else "not"))
