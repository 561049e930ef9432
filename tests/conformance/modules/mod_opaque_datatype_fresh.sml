(* §5.7 opaque ascription with a datatype spec: the constructors remain
   available, and the functions exported keep working on values built with
   them; the signature's datatype is equality-admitting. *)
signature T = sig
  datatype 'a tree = Lf | Br of 'a tree * 'a * 'a tree
  val insert : int * int tree -> int tree
  val toList : 'a tree -> 'a list
end
structure Tr :> T = struct
  datatype 'a tree = Lf | Br of 'a tree * 'a * 'a tree
  fun insert (x, Lf) = Br (Lf, x, Lf)
    | insert (x, t as Br (l, y, r)) =
        if x < y then Br (insert (x, l), y, r)
        else if x > y then Br (l, y, insert (x, r)) else t
  fun toList Lf = []
    | toList (Br (l, x, r)) = toList l @ [x] @ toList r
end
val t = foldl Tr.insert Tr.Lf [5, 2, 8, 2, 1]
val () = print (String.concatWith " " (map Int.toString (Tr.toList t)) ^ "\n")
val () = print (Bool.toString (t = Tr.Br (Tr.Lf, 1, Tr.Lf)) ^ " "
                ^ Bool.toString (Tr.insert (1, Tr.Lf) = Tr.Br (Tr.Lf, 1, Tr.Lf)) ^ "\n")
