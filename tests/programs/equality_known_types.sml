(* Equality at types known where `=` is used (compiler/lexp/equality.py):
   tuples and records compared field by field, datatypes by their own
   equality functions, refs and arrays by address, strings by contents;
   the parts a type leaves unknown still go to the run-time comparison. *)
fun show b = print ((if b then "true" else "false") ^ "\n")

(* Tuples, records, unit, nested tuples. *)
val () = show ((1, 2) = (1, 2))
val () = show ((1, 2) = (1, 3))
val () = show ((1, (2, "x"), #"c") = (1, (2, "x"), #"c"))
val () = show ((1, (2, "x"), #"c") = (1, (2, "y"), #"c"))
val () = show ({name = "ann", age = 30} = {age = 30, name = "ann"})
val () = show ({name = "ann", age = 30} <> {age = 31, name = "ann"})
val () = show (() = ())
val () = show ((0w7, true, LESS) = (0w7, true, LESS))
val () = show ((0w7, true, LESS) = (0w7, true, GREATER))

(* A recursive datatype, with constant and carrying constructors. *)
datatype tree = Leaf | Node of tree * int * tree
fun insert (x, Leaf) = Node (Leaf, x, Leaf)
  | insert (x, t as Node (l, y, r)) =
      if x < y then Node (insert (x, l), y, r)
      else if x > y then Node (l, y, insert (x, r)) else t
fun build xs = foldl insert Leaf xs
val () = show (build [3, 1, 2] = build [3, 2, 1])
val () = show (build [3, 1, 2] = build [1, 2, 3])
val () = show (Leaf = Leaf)
val () = show (build [5] = Leaf)

(* Mutually recursive datatypes, and a datatype at an instance. *)
datatype expr = Num of int | Add of expr * expr | Let of decl * expr
and decl = Val of string * expr
val e1 = Let (Val ("x", Num 1), Add (Num 2, Num 3))
val e2 = Let (Val ("x", Num 1), Add (Num 2, Num 3))
val e3 = Let (Val ("y", Num 1), Add (Num 2, Num 3))
val () = show (e1 = e2)
val () = show (e1 = e3)
datatype ('a, 'b) either = Left of 'a | Right of 'b
val () = show ([Left (1, 2), Right "s"] = [Left (1, 2), Right "s"])
val () = show ([Left (1, 2), Right "s"] = [Left (1, 2), Right "t"])
val () = show (Left 1 = (Right 1 : (int, int) either))

(* A single-constructor datatype (the value is its argument). *)
datatype point = P of int * int
val () = show (P (1, 2) = P (1, 2))
val () = show (P (1, 2) = P (2, 1))

(* Lists of tuples, options, strings, nested lists. *)
val () = show ([(1, "a"), (2, "b")] = [(1, "a"), (2, "b")])
val () = show ([(1, "a"), (2, "b")] = [(1, "a")])
val () = show ([[1], [2, 3]] = [[1], [2, 3]])
val () = show (SOME (1, 2) = SOME (1, 2))
val () = show (SOME (1, 2) = NONE)
val () = show (SOME "abc" = SOME ("ab" ^ "c"))
val () = show (SOME [SOME 1, NONE] = SOME [SOME 1, NONE])

(* Refs and arrays by address, whatever they hold. *)
val r = ref (1, 2)
val s = ref (1, 2)
val () = show (r = r)
val () = show (r = s)
val () = show ((r, 1) = (r, 1))
val () = show ([r, s] = [r, r])
val a = Array.array (2, 0)
val () = show (a = a)
val () = show (a = Array.array (2, 0))
val () = show (SOME r = SOME r)

(* Vectors and an abstract type: the run-time comparison. *)
val () = show (Vector.fromList [(1, 2)] = Vector.fromList [(1, 2)])
structure Key :> sig eqtype t val make : int * string -> t end =
struct type t = int * string fun make k = k end
val () = show ((Key.make (1, "a"), 2) = (Key.make (1, "a"), 2))
val () = show ([Key.make (1, "a")] = [Key.make (1, "b")])

(* Patterns against constants of a Basis type still compare. *)
fun isTen (0w10 : Word8.word) = true
  | isTen _ = false
val () = show (isTen (Word8.fromInt 10))
val () = show (isTen (Word8.fromInt 11))
