(* User-defined infix operators: infix/infixr with precedences, left vs right associativity, op to use an infix as a prefix function, nonfix, infix constructors, operators defined on records, infix declared inside let. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

infix 6 +++
infixr 5 ++>
infix 7 **
infix 4 ===
fun a +++ b = a * 10 + b
fun x ++> xs = x :: xs
fun a ** b = if b = 0 then 1 else a * (a ** (b - 1))
fun (a, b) === (c, d) = a = c andalso b = d
val _ = printInt (1 +++ 2 +++ 3)            (* left assoc: (1+++2)+++3 = 123 *)
val _ = println (concat (map Int.toString (1 ++> 2 ++> 3 ++> [])))
val _ = printInt (2 ** 3 +++ 1)              (* ** binds tighter: (2**3)+++1 = 81 *)
val _ = printInt (2 +++ 3 ** 2)              (* 2 +++ 9 = 29 *)
val _ = println (if (1, 2) === (1, 2) andalso not ((1, 2) === (2, 1)) then "=== ok" else "=== bad")
val _ = printInt (op +++ (4, 5))
val _ = printInt (foldl (op +++) 0 [1, 2, 3, 4])
val _ = printInt (foldr (op **) 1 [2, 3])     (* 2 ** (3 ** 1) = 8 *)
val _ = printInt ((op - ) (10, 3) + (op * ) (2, 3))
(* right-associative subtraction-like operator shows the grouping *)
infixr 6 --
fun a -- b = a - b
val _ = printInt (10 -- 4 -- 3)             (* 10 - (4 - 3) = 9 *)
infix 6 --
val _ = printInt (10 -- 4 -- 3)             (* now left: (10 - 4) - 3 = 3 *)
(* infix constructor *)
infixr 5 :::
datatype 'a seq = Nil | op ::: of 'a * 'a seq
fun seqToList Nil = [] | seqToList (x ::: r) = x :: seqToList r
val _ = println (concat (seqToList ("a" ::: "b" ::: "c" ::: Nil)))
fun seqLen Nil = 0 | seqLen (_ ::: r) = 1 + seqLen r
val _ = printInt (seqLen (1 ::: 2 ::: Nil))
(* nonfix turns an operator back to prefix *)
nonfix +++
val _ = printInt (+++ (7, 8))
infix 6 +++
val _ = printInt (7 +++ 8)
(* vector-like operations on records *)
infix 6 <+>
fun {x = a, y = b} <+> {x = c, y = d} = {x = a + c, y = b + d}
val v = {x = 1, y = 2} <+> {x = 10, y = 20} <+> {x = 100, y = 200}
val _ = println (Int.toString (#x v) ^ "," ^ Int.toString (#y v))
(* infix scoped to a let *)
val r = let infix 1 ?? fun a ?? b = a * 100 + b in 3 ?? 4 end
val _ = printInt r
(* standard operator precedences: * over +, :: and @ right assoc at 5, = at 4 *)
val _ = printInt (1 + 2 * 3 - 4 div 2)
val _ = println (if 1 :: [2] @ [3] = [1, 2, 3] then "cons/append ok" else "bad")
val _ = println ("a" ^ "b" ^ "c")
