(* A small interpreter for an expression language with let, lambdas, closures, recursion via letrec, conditionals, pairs; environments as association lists; runtime errors as exceptions. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

datatype exp = Int of int
             | Bool of bool
             | Var of string
             | Prim of string * exp * exp
             | If of exp * exp * exp
             | Let of string * exp * exp
             | Lam of string * exp
             | App of exp * exp
             | LetRec of string * string * exp * exp
             | Pair of exp * exp
             | Fst of exp
             | Snd of exp
datatype value = IntV of int
               | BoolV of bool
               | Clo of string * exp * env ref
               | PairV of value * value
withtype env = (string * value) list
exception Unbound of string
exception TypeError of string

fun lookup (x, []) = raise Unbound x
  | lookup (x, (y, v) :: rest) = if x = y then v else lookup (x, rest)

fun prim ("+", IntV a, IntV b) = IntV (a + b)
  | prim ("-", IntV a, IntV b) = IntV (a - b)
  | prim ("*", IntV a, IntV b) = IntV (a * b)
  | prim ("/", IntV a, IntV b) = IntV (a div b)
  | prim ("<", IntV a, IntV b) = BoolV (a < b)
  | prim ("=", IntV a, IntV b) = BoolV (a = b)
  | prim (p, _, _) = raise TypeError ("bad operands for " ^ p)

fun eval env (Int n) = IntV n
  | eval env (Bool b) = BoolV b
  | eval env (Var x) = lookup (x, env)
  | eval env (Prim (p, a, b)) = prim (p, eval env a, eval env b)
  | eval env (If (c, t, e)) =
      (case eval env c of BoolV true => eval env t | BoolV false => eval env e
                        | _ => raise TypeError "if")
  | eval env (Let (x, e, body)) = eval ((x, eval env e) :: env) body
  | eval env (Lam (x, body)) = Clo (x, body, ref env)
  | eval env (App (f, a)) =
      (case eval env f of
         Clo (x, body, cenv) => eval ((x, eval env a) :: !cenv) body
       | _ => raise TypeError "app")
  | eval env (LetRec (f, x, body, e)) =
      let val cenv = ref env
          val clo = Clo (x, body, cenv)
      in cenv := (f, clo) :: env; eval ((f, clo) :: env) e end
  | eval env (Pair (a, b)) = PairV (eval env a, eval env b)
  | eval env (Fst e) = (case eval env e of PairV (a, _) => a | _ => raise TypeError "fst")
  | eval env (Snd e) = (case eval env e of PairV (_, b) => b | _ => raise TypeError "snd")

fun show (IntV n) = Int.toString n
  | show (BoolV b) = if b then "true" else "false"
  | show (Clo (x, _, _)) = "<fn " ^ x ^ ">"
  | show (PairV (a, b)) = "(" ^ show a ^ ", " ^ show b ^ ")"

fun run name e = println (name ^ " => " ^ (show (eval [] e)
                                            handle Unbound x => "error: unbound " ^ x
                                                 | TypeError m => "error: type " ^ m
                                                 | Div => "error: division by zero"))
val fact = LetRec ("fact", "n", If (Prim ("<", Var "n", Int 1), Int 1,
                                    Prim ("*", Var "n", App (Var "fact", Prim ("-", Var "n", Int 1)))),
                   App (Var "fact", Int 15))
val fib = LetRec ("fib", "n", If (Prim ("<", Var "n", Int 2), Var "n",
                                  Prim ("+", App (Var "fib", Prim ("-", Var "n", Int 1)),
                                             App (Var "fib", Prim ("-", Var "n", Int 2)))),
                  App (Var "fib", Int 20))
val adder = Let ("mk", Lam ("a", Lam ("b", Prim ("+", Var "a", Var "b"))),
                 Let ("add5", App (Var "mk", Int 5), App (Var "add5", Int 37)))
val scoping = Let ("x", Int 1, Let ("f", Lam ("y", Prim ("+", Var "x", Var "y")),
                  Let ("x", Int 100, App (Var "f", Var "x"))))
val pairs = Let ("p", Pair (Int 3, Pair (Bool true, Int 4)),
                 Pair (Snd (Snd (Var "p")), Fst (Var "p")))
val sumTo = LetRec ("sum", "n", If (Prim ("=", Var "n", Int 0), Int 0,
                                    Prim ("+", Var "n", App (Var "sum", Prim ("-", Var "n", Int 1)))),
                    App (Var "sum", Int 1000))
val _ = run "fact" fact
val _ = run "fib" fib
val _ = run "adder" adder
val _ = run "scoping" scoping
val _ = run "pairs" pairs
val _ = run "sum" sumTo
val _ = run "closure" (Lam ("z", Var "z"))
val _ = run "unbound" (Prim ("+", Int 1, Var "nope"))
val _ = run "type" (If (Int 1, Int 2, Int 3))
val _ = run "div" (Prim ("/", Int 1, Prim ("-", Int 2, Int 2)))
val _ = run "badprim" (Prim ("<", Bool true, Int 1))
