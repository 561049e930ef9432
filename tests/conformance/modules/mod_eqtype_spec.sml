(* §5.7 (eqtype spec): a flexible type specified with eqtype admits
   equality in the functor body; arguments realise it by int, string,
   tuples and equality datatypes. *)
functor Member (eqtype t) = struct
  fun member (x : t, l) = List.exists (fn y => y = x) l
  fun dedup [] = []
    | dedup (x :: xs) = x :: dedup (List.filter (fn y => y <> x) xs)
end
structure I = Member (type t = int)
structure S = Member (type t = string)
structure P = Member (type t = int * char)
datatype d = A | B of string
structure D = Member (type t = d)
fun b x = if x then "yes" else "no"
val () = print (b (I.member (3, [1, 2, 3])) ^ " " ^ b (S.member ("z", ["a"])) ^ " "
                ^ b (P.member ((1, #"a"), [(1, #"b"), (1, #"a")])) ^ " "
                ^ b (D.member (B "q", [A, B "q"])) ^ "\n")
val () = print (Int.toString (length (I.dedup [1, 2, 1, 3, 2])) ^ " "
                ^ Int.toString (length (D.dedup [A, A, B "x", B "y", B "x"])) ^ "\n")
