(* Mutually recursive datatypes (datatype ... and ...) with mutually recursive functions over them: a statement/expression AST evaluator and even/odd-length lists. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

datatype stmt = Assign of string * expr
              | Print of expr
              | Block of stmt list
              | IfS of expr * stmt * stmt
              | While of expr * stmt
and expr = Num of int
         | Var of string
         | Add of expr * expr
         | Sub of expr * expr
         | Lt of expr * expr
         | Seq of stmt * expr          (* run a statement, then evaluate *)

fun exec (env, Assign (x, e)) = let val (env', v) = eval (env, e) in (x, v) :: env' end
  | exec (env, Print e) = let val (env', v) = eval (env, e) in println (Int.toString v); env' end
  | exec (env, Block ss) = foldl (fn (s, en) => exec (en, s)) env ss
  | exec (env, IfS (c, t, f)) = let val (env', v) = eval (env, c) in exec (env', if v <> 0 then t else f) end
  | exec (env, w as While (c, body)) =
      let val (env', v) = eval (env, c) in if v <> 0 then exec (exec (env', body), w) else env' end
and eval (env, Num n) = (env, n)
  | eval (env, Var x) = (env, lookup (env, x))
  | eval (env, Add (a, b)) = binop (env, a, b, op +)
  | eval (env, Sub (a, b)) = binop (env, a, b, op -)
  | eval (env, Lt (a, b)) = binop (env, a, b, fn (x, y) => if x < y then 1 else 0)
  | eval (env, Seq (s, e)) = eval (exec (env, s), e)
and binop (env, a, b, f) =
  let val (env1, x) = eval (env, a) val (env2, y) = eval (env1, b) in (env2, f (x, y)) end
and lookup ([], x) = raise Fail ("unbound " ^ x)
  | lookup ((y, v) :: rest, x) = if x = y then v else lookup (rest, x)

val prog = Block [Assign ("i", Num 0), Assign ("s", Num 0),
                  While (Lt (Var "i", Num 10),
                         Block [Assign ("i", Add (Var "i", Num 1)), Assign ("s", Add (Var "s", Var "i"))]),
                  Print (Var "s"),
                  IfS (Lt (Var "s", Num 50), Print (Num 1), Print (Num 0)),
                  Print (Seq (Assign ("t", Sub (Var "s", Num 5)), Add (Var "t", Var "t")))]
val _ = exec ([], prog)

datatype 'a evenList = ENil | ECons of 'a * 'a oddList
and 'a oddList = OCons of 'a * 'a evenList
fun lenE ENil = 0 | lenE (ECons (_, od)) = 1 + lenO od
and lenO (OCons (_, e)) = 1 + lenE e
fun sumE ENil = 0 | sumE (ECons (x, od)) = x + sumO od
and sumO (OCons (x, e)) = x + sumE e
val el = ECons (1, OCons (2, ECons (3, OCons (4, ENil))))
val _ = println (Int.toString (lenE el) ^ " " ^ Int.toString (sumE el))
val ol = OCons ("a", ECons ("b", OCons ("c", ENil)))
fun catO (OCons (s, e)) = s ^ catE e
and catE ENil = "" | catE (ECons (s, od)) = s ^ catO od
val _ = println (catO ol ^ " " ^ Int.toString (lenO ol))
