datatype token = Int of int | Plus | Times | LParen | RParen
datatype expr = Lit of int | Sum of expr * expr | Prod of expr * expr

exception Parse of string

fun eval (Lit n) = n
  | eval (Sum (a, b)) = eval a + eval b
  | eval (Prod (a, b)) = eval a * eval b

fun parseExpr toks =
  let val (t, rest) = parseTerm toks
  in case rest of
       Plus :: rest' => let val (e, r) = parseExpr rest' in (Sum (t, e), r) end
     | _ => (t, rest)
  end
and parseTerm toks =
  let val (f, rest) = parseFactor toks
  in case rest of
       Times :: rest' => let val (t, r) = parseTerm rest' in (Prod (f, t), r) end
     | _ => (f, rest)
  end
and parseFactor (Int n :: rest) = (Lit n, rest)
  | parseFactor (LParen :: rest) =
      (case parseExpr rest of
         (e, RParen :: rest') => (e, rest')
       | _ => raise Parse "expected )")
  | parseFactor _ = raise Parse "unexpected token"

val toks = [Int 2, Times, LParen, Int 3, Plus, Int 4, RParen]
val (ast, _) = parseExpr toks
val value = eval ast

datatype ('k, 'v) dict = Empty | Bind of 'k * 'v * ('k, 'v) dict
fun dlookup (Empty, _) = NONE
  | dlookup (Bind (k, v, rest), key) = if k = key then SOME v else dlookup (rest, key)
val dd = Bind ("x", 1, Bind ("y", 2, Empty))
val xv = dlookup (dd, "y")

datatype t1 = A of t2 | Z
and t2 = B of t1 * int
fun depth Z = 0
  | depth (A (B (t, _))) = 1 + depth t

datatype ord' = datatype order
val o1 : ord' = LESS
