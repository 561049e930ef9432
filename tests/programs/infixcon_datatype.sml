(* An infix identifier declared as a datatype constructor without `op` keeps
   its infix status: expressions build with it and patterns match with it. *)

(* Integer addition and multiplication, saved before the datatype shadows them. *)
val add : int * int -> int = op +
val mul : int * int -> int = op *

datatype e = + of e * e | * of e * e | N of int

(* `+` (precedence 6) and `*` (7) keep their standard fixities. *)
val x = N 1 + N 2 * N 3 + N 4

fun ev (a + b) = add (ev a, ev b)
  | ev (a * b) = mul (ev a, ev b)
  | ev (N n) = n

fun show (a + b) = "(" ^ show a ^ " + " ^ show b ^ ")"
  | show (a * b) = show a ^ " * " ^ show b
  | show (N n) = Int.toString n

val _ = print (show x ^ " = " ^ Int.toString (ev x) ^ "\n")

(* `op` still turns it into a prefix constructor. *)
val y = op + (N 10, op * (N 2, N 5))
val _ = print (show y ^ " = " ^ Int.toString (ev y) ^ "\n")
val _ = print (Int.toString (length (map op + [(N 1, N 2), (N 3, N 4)])) ^ "\n")

(* A user-declared infixr operator as a polymorphic constructor. *)
infixr 5 :::
datatype 'a stream = Nil | ::: of 'a * 'a stream
val s = 1 ::: 2 ::: 3 ::: Nil
fun sum Nil = 0
  | sum (h ::: t) = add (h, sum t)
fun first (h ::: _) = SOME h
  | first Nil = NONE
val _ = print (Int.toString (sum s) ^ " " ^ Int.toString (valOf (first s)) ^ "\n")

(* The same inside a `let`, with a local fixity. *)
val z =
  let
    infix 4 <=>
    datatype cmp = <=> of int * int | Same
    fun judge (a <=> b) = if a < b then "lt" else "ge"
      | judge Same = "same"
  in judge (1 <=> 2) ^ " " ^ judge (5 <=> 2) ^ " " ^ judge Same end
val _ = print (z ^ "\n")
