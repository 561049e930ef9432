(* Definition §6.7 rules 137-142: nested constructor, record and constant
   patterns matched at run time. *)
datatype exp = Num of int | Add of exp * exp | Mul of exp * exp | Neg of exp
fun simp (Add (Num 0, e)) = simp e
  | simp (Add (e, Num 0)) = simp e
  | simp (Mul (Num 1, e)) = simp e
  | simp (Mul (Num 0, _)) = Num 0
  | simp (Neg (Neg e)) = simp e
  | simp (Add (a, b)) = Add (simp a, simp b)
  | simp (Mul (a, b)) = Mul (simp a, simp b)
  | simp (Neg e) = Neg (simp e)
  | simp e = e
fun show (Num n) = Int.toString n
  | show (Add (a, b)) = "(" ^ show a ^ "+" ^ show b ^ ")"
  | show (Mul (a, b)) = "(" ^ show a ^ "*" ^ show b ^ ")"
  | show (Neg e) = "-" ^ show e
val e = Add (Num 0, Mul (Num 1, Add (Neg (Neg (Num 3)), Mul (Num 0, Num 9))))
val _ = print (show e ^ "\n" ^ show (simp e) ^ "\n")
fun kind {x = SOME [(1, #"a")], ...} = "exact"
  | kind {x = SOME ((_, c) :: _ :: _), y} = "long " ^ str c ^ Int.toString y
  | kind {x = SOME _, ...} = "some"
  | kind {x = NONE, y = 0} = "none0"
  | kind _ = "other"
val _ = print (String.concatWith " " (map kind [{x = SOME [(1, #"a")], y = 0},
  {x = SOME [(2, #"b"), (3, #"c")], y = 4}, {x = SOME [], y = 1},
  {x = NONE, y = 0}, {x = NONE, y = 1}]) ^ "\n")
