(* Functions polymorphic over equality types, used at known types: the
   translation specializes them per instance (compiler/lexp/from_absyn.py),
   so `=` inside compares the instance type in place. Every result must be
   the one the generic comparison gives. *)
fun show b = print ((if b then "true" else "false") ^ "\n")
fun showInt n = print (Int.toString n ^ "\n")

(* Curried list functionals and `=` passed as a function. *)
fun exists p [] = false
  | exists p (x :: xs) = p x orelse exists p xs
fun equal a b = a = b
fun member x xs = exists (equal x) xs
fun count x xs = foldl (fn (y, n) => if equal x y then n + 1 else n) 0 xs
fun dedup [] = []
  | dedup (x :: xs) = if member x xs then dedup xs else x :: dedup xs

val cells = [(1, 2), (3, 4), (1, 2), (5, 6)]
val () = show (member (3, 4) cells)
val () = show (member (4, 3) cells)
val () = showInt (count (1, 2) cells)
val () = showInt (length (dedup cells))
val () = show (member "b" ["a", "b"])
val () = show (member [1, 2] [[1], [1, 2]])
val () = show (member (SOME (1, "x")) [NONE, SOME (1, "y")])
val () = show (member {x = 1, y = true} [{x = 1, y = false}, {y = true, x = 1}])
val () = show (member #"q" (explode "quick"))
val () = show (member 0w3 [0w1, 0w2])

(* More instances of one function than it gets copies: the rest use the
   generic code (member is used at eight types above). *)
val () = show (member (1, (2, 3)) [(1, (2, 3))])

(* An equality variable beside an ordinary one, and nested helpers. *)
fun lookup k [] = NONE
  | lookup k ((k', v) :: rest) = if k = k' then SOME v else lookup k rest
val () = print (valOf (lookup (2, "b") [((1, "a"), "one"), ((2, "b"), "two")]) ^ "\n")
val () = show (isSome (lookup [3] [([1], fn x => x)]))
fun assoc k xs =
  let fun find [] = NONE
        | find ((k', v) :: rest) = if equal k k' then SOME v else find rest
  in find xs end
val () = showInt (valOf (assoc (SOME 2) [(NONE, 0), (SOME 1, 1), (SOME 2, 2)]))

(* Mutual recursion in a specialized group. *)
fun evens x [] = 0
  | evens x (y :: ys) = (if x = y then 1 else 0) + odds x ys
and odds x [] = 0
  | odds x (_ :: ys) = evens x ys
val () = showInt (evens (1, 1) [(1, 1), (1, 1), (1, 1), (2, 2), (1, 1)])

(* A polymorphic function calling another at a type made of its own variable. *)
fun pairMember x xs = member (x, x) xs
val () = show (pairMember "a" [("a", "b"), ("a", "a")])
val () = show (pairMember [1] [([1], [2])])

(* A datatype declared inside a polymorphic function (not copied). *)
fun wrapped x y =
  let datatype 'b box = Box of 'b * int
  in Box (x, 1) = Box (y, 1) end
val () = show (wrapped (1, 2) (1, 2))
val () = show (wrapped "a" "b")

(* A functor over an equality type, applied at a tuple type. *)
signature EQ = sig eqtype t end
functor Set (E : EQ) =
struct
  fun add (x : E.t, xs) = if member x xs then xs else x :: xs
  fun size xs = length xs
end
structure PairSet = Set (type t = int * string)
val s = foldl PairSet.add [] [(1, "a"), (2, "b"), (1, "a"), (2, "c")]
val () = showInt (PairSet.size s)
val () = show (s = [(2, "c"), (2, "b"), (1, "a")])

(* Refs by identity through a curried helper. *)
val r1 = ref 0
val r2 = ref 0
val () = show (member r1 [r2])
val () = show (member r1 [r2, r1])
val () = (r1 := 5; show (member r1 [r1]))
