(* val rec (Definition rule 26 and §2.9): `rec` makes recursive exactly the
   bindings after it; patterns are variables, layers and constraints; a name
   that is a constructor where the group is declared is a variable afterwards,
   but the group's patterns are matched in the outer environment (rule 126),
   where the function does not match the constructor: the declaration raises
   Bind. Poly/ML prints "no Bind" and "2" for the last two sections. *)
fun say s = print (s ^ "\n")

local
  val x = "outer"
  val x = "inner" and rec f = fn () => x   (* x is not part of the rec group *)
in
  val _ = say (f ())
end

val a = fn x => x
val a = 4
and rec b = fn x => a (c (d (e (g x))))   (* a: the function, not 4 *)
and c : 'a -> 'a as d : 'a -> 'a = fn x => x
and rec e as g = fn x => x                (* a second rec is allowed *)
and h : int -> int : int -> int = fn 0 => 1 | n => n * h (n - 1)
val _ = say (b "b" ^ " " ^ Int.toString (h 5) ^ " " ^ d "poly")

val rec even = fn 0 => true | n => odd (n - 1)
and odd = fn 0 => false | n => even (n - 1)
val _ = say (Bool.toString (even 10) ^ " " ^ Bool.toString (odd 7))

val rec (fact) : int -> int = (fn 0 => 1 | n => n * fact (n - 1)) : int -> int
val _ = say (Int.toString (fact 6))

(* Rebinding a constructor: Bind, and the name is a variable afterwards. *)
val r =
  let
    val rec LESS = fn x => x
    and NONE as SOME = fn x => x
    val SOME = 1
  in
    "no Bind"
  end handle Bind => "Bind"
val _ = say r

exception E
val s = (let fun E x = x + 1 in Int.toString (E 1) end) handle Bind => "Bind from fun"
val _ = say s
