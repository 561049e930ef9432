(* Infix constructors through datatype replication, `withtype`, `abstype`
   and structures: fixity belongs to the identifier, so a replicated or
   opened constructor of that name is infix wherever the name is. *)

infix 5 <+
datatype tree = Leaf of int | <+ of tree * forest
withtype forest = tree list

fun size (Leaf _) = 1
  | size (t <+ ts) = size t + sizes ts
and sizes [] = 0
  | sizes (t :: ts) = size t + sizes ts

val t = Leaf 1 <+ [Leaf 2, Leaf 3 <+ [Leaf 4]]
val _ = print (Int.toString (size t) ^ "\n")

(* Replication: the constructors of `tree` under the new type name. *)
datatype tree2 = datatype tree
val t2 : tree2 = Leaf 5 <+ []
fun root (Leaf n) = n
  | root (t <+ _) = root t
val _ = print (Int.toString (root t2) ^ "\n")

(* In a structure; the fixity is declared at top level, so it applies after
   `open` and in long names used with `op`. *)
infix 4 ==>
structure Rules = struct
  datatype rule = ==> of string * string
  fun show (a ==> b) = a ^ " -> " ^ b
end
val r1 = Rules.==> ("a", "b")
open Rules
val r2 = "c" ==> "d"
val _ = print (show r1 ^ ", " ^ show r2 ^ "\n")

(* An abstype whose constructor is infix. *)
infix 3 @@
abstype pair = @@ of int * int
with
  fun mk (a, b) = a @@ b
  fun swap (a @@ b) = b @@ a
  fun fst (a @@ _) = a
end
val _ = print (Int.toString (fst (swap (mk (1, 2)))) ^ "\n")
