(* §5.7 (datatype spec): a datatype specification exports the type and its
   constructors, which can then be used in patterns and expressions even
   under opaque ascription. *)
signature EXPR = sig
  datatype expr = Num of int | Add of expr * expr | Neg of expr
  val eval : expr -> int
end
structure E :> EXPR = struct
  datatype expr = Num of int | Add of expr * expr | Neg of expr
  fun eval (Num n) = n
    | eval (Add (a, b)) = eval a + eval b
    | eval (Neg e) = ~ (eval e)
end
fun size (E.Num _) = 1
  | size (E.Add (a, b)) = 1 + size a + size b
  | size (E.Neg e) = 1 + size e
val e = E.Add (E.Num 10, E.Neg (E.Add (E.Num 3, E.Num 4)))
val () = print (Int.toString (E.eval e) ^ " " ^ Int.toString (size e) ^ "\n")
