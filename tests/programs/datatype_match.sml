(* Datatypes and deep pattern matching: nested constructors, layered 'as', tuples in constructors, overlapping clauses resolved in order, wildcards. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

datatype expr = Num of int
              | Neg of expr
              | Add of expr * expr
              | Mul of expr * expr
              | Var of string

(* simplifier with overlapping, order-dependent clauses *)
fun simp (Add (Num 0, e)) = simp e
  | simp (Add (e, Num 0)) = simp e
  | simp (Mul (Num 0, _)) = Num 0
  | simp (Mul (_, Num 0)) = Num 0
  | simp (Mul (Num 1, e)) = simp e
  | simp (Mul (e, Num 1)) = simp e
  | simp (Neg (Neg e)) = simp e
  | simp (Neg (Num n)) = Num (~n)
  | simp (Add (Num a, Num b)) = Num (a + b)
  | simp (Add (a, b)) = Add (simp a, simp b)
  | simp (Mul (a, b)) = Mul (simp a, simp b)
  | simp (Neg e) = Neg (simp e)
  | simp e = e

fun show (Num n) = Int.toString n
  | show (Var v) = v
  | show (Neg e) = "-" ^ show e
  | show (Add (a, b)) = "(" ^ show a ^ "+" ^ show b ^ ")"
  | show (Mul (a, b)) = show a ^ "*" ^ show b

val tests = [Add (Num 0, Var "x"), Mul (Var "y", Num 0), Neg (Neg (Num 5)),
             Add (Num 2, Num 3), Mul (Num 1, Add (Var "a", Num 0)),
             Add (Mul (Var "p", Num 1), Neg (Num 4)), Neg (Var "z")]
val _ = app (fn e => println (show e ^ " => " ^ show (simp e))) tests

(* layered patterns *)
fun dupHead (l as x :: _) = x :: l
  | dupHead [] = []
val _ = println (concat (map Int.toString (dupHead [7, 8, 9])))
fun firstPair (whole as (a as (x, _), b : int * int)) = (a, whole, x + #2 b)
val ((p, q), _, s) = firstPair ((1, 2), (3, 4))
val _ = println (Int.toString p ^ Int.toString q ^ " " ^ Int.toString s)

(* nested lists and options *)
fun classify [] = "empty"
  | classify [NONE] = "one none"
  | classify [SOME 0] = "one zero"
  | classify [SOME n] = "one " ^ Int.toString n
  | classify (SOME a :: SOME b :: _) = "two somes " ^ Int.toString (a + b)
  | classify (NONE :: rest) = "none then " ^ classify rest
  | classify (_ :: _) = "other"
val _ = app (fn l => println (classify l))
  [[], [NONE], [SOME 0], [SOME 5], [SOME 1, SOME 2, NONE], [NONE, SOME 3], [SOME 1, NONE]]

(* balanced red-black style rotation pattern *)
datatype color = R | B
datatype tree = E | T of color * tree * int * tree
fun balance (B, T (R, T (R, a, x, b), y, c), z, d) = T (R, T (B, a, x, b), y, T (B, c, z, d))
  | balance (B, T (R, a, x, T (R, b, y, c)), z, d) = T (R, T (B, a, x, b), y, T (B, c, z, d))
  | balance (B, a, x, T (R, T (R, b, y, c), z, d)) = T (R, T (B, a, x, b), y, T (B, c, z, d))
  | balance (B, a, x, T (R, b, y, T (R, c, z, d))) = T (R, T (B, a, x, b), y, T (B, c, z, d))
  | balance (c, a, x, b) = T (c, a, x, b)
fun ins (x, t) =
  let fun go E = T (R, E, x, E)
        | go (s as T (c, a, y, b)) =
            if x < y then balance (c, go a, y, b)
            else if x > y then balance (c, a, y, go b)
            else s
  in case go t of T (_, a, y, b) => T (B, a, y, b) | E => E end
fun depth E = 0
  | depth (T (_, a, _, b)) = 1 + (let val da = depth a val db = depth b in if da > db then da else db end)
fun count E = 0
  | count (T (_, a, _, b)) = 1 + count a + count b
fun blackHeight E = 1
  | blackHeight (T (c, a, _, _)) = blackHeight a + (case c of B => 1 | R => 0)
fun toList E acc = acc
  | toList (T (_, a, x, b)) acc = toList a (x :: toList b acc)
fun upto (i, n) = if i > n then [] else i :: upto (i + 1, n)
val rb = foldl ins E (map (fn i => (i * 7919) mod 1009) (upto (1, 1000)))
val sorted = toList rb []
fun isSorted (a :: (rest as b :: _)) = a < b andalso isSorted rest
  | isSorted _ = true
val _ = println ("count " ^ Int.toString (count rb) ^ " depth " ^ Int.toString (depth rb)
                 ^ " bh " ^ Int.toString (blackHeight rb)
                 ^ (if isSorted sorted then " sorted" else " unsorted"))
