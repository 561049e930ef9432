(* Definition §4.9, rules 28-29: datatype declarations, recursive and mutually
   recursive (`and`), parameterized; constructors are polymorphic values that can
   be used as functions. *)
datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
datatype exp = Num of int | Add of exp * exp | Let of decl * exp | Var of string
     and decl = Val of string * exp
fun insert (x, Leaf) = Node (Leaf, x, Leaf)
  | insert (x, t as Node (l, y, r)) =
      if x < y then Node (insert (x, l), y, r) else if x > y then Node (l, y, insert (x, r)) else t
fun toList Leaf = [] | toList (Node (l, x, r)) = toList l @ x :: toList r
fun eval env (Num n) = n
  | eval env (Add (a, b)) = eval env a + eval env b
  | eval env (Var v) = #2 (valOf (List.find (fn (k, _) => k = v) env))
  | eval env (Let (Val (v, e), body)) = eval ((v, eval env e) :: env) body
val t = foldl insert Leaf [5, 2, 8, 2, 1]
val wrapped = map SOME ["a", "b"]
val nodes = map (fn x => Node (Leaf, x, Leaf)) [true]
val _ = print (String.concatWith "," (map Int.toString (toList t)) ^ " "
               ^ Int.toString (eval [] (Let (Val ("x", Num 4), Add (Var "x", Var "x")))) ^ " "
               ^ Int.toString (length wrapped + length nodes) ^ "\n")
