(* Polymorphic equality (=, <>) on ints, strings, chars, bools, lists, tuples, records, options, datatypes (incl. recursive and polymorphic), and refs (compared by identity, not contents); equality-type-variable functions. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun b true = "T" | b false = "F"
datatype color = Red | Green | Blue
datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
datatype shape = Circle of int | Rect of int * int | Named of string * shape list
val _ = println (b (1 = 1) ^ b (1 = 2) ^ b (1 <> 2) ^ b ("ab" = "ab") ^ b ("ab" = "abc")
                 ^ b (#"x" = #"x") ^ b (true = false) ^ b (() = ()))
val _ = println (b ([1, 2, 3] = [1, 2, 3]) ^ b ([1, 2] = [1, 2, 3]) ^ b ([] = ([] : int list))
                 ^ b ([[1], [2, 3]] = [[1], [2, 3]]) ^ b (["a"] <> ["b"]))
val _ = println (b ((1, "a", #"c") = (1, "a", #"c")) ^ b ((1, (2, 3)) = (1, (2, 4)))
                 ^ b ({x = 1, y = "s"} = {y = "s", x = 1}))
val _ = println (b (SOME 3 = SOME 3) ^ b (SOME 3 = NONE) ^ b (NONE = (NONE : int option))
                 ^ b (SOME (SOME "x") = SOME (SOME "x")))
val _ = println (b (Red = Red) ^ b (Red = Blue) ^ b ([Red, Green] = [Red, Green]))
val t1 = Node (Node (Leaf, 1, Leaf), 2, Node (Leaf, 3, Leaf))
val t2 = Node (Node (Leaf, 1, Leaf), 2, Node (Leaf, 3, Leaf))
val t3 = Node (Node (Leaf, 1, Leaf), 2, Node (Leaf, 4, Leaf))
val _ = println (b (t1 = t2) ^ b (t1 = t3) ^ b (Leaf = (Leaf : int tree)))
val s1 = Named ("group", [Circle 1, Rect (2, 3), Named ("inner", [])])
val s2 = Named ("group", [Circle 1, Rect (2, 3), Named ("inner", [])])
val s3 = Named ("group", [Circle 1, Rect (3, 2), Named ("inner", [])])
val _ = println (b (s1 = s2) ^ b (s1 = s3) ^ b (Circle 5 <> Rect (5, 5)))
(* refs: identity *)
val r1 = ref 5
val r2 = ref 5
val r3 = r1
val _ = println (b (r1 = r2) ^ b (r1 = r3) ^ b (!r1 = !r2))
val _ = r3 := 6
val _ = println (b (r1 = r3) ^ Int.toString (!r1))
val _ = println (b ([r1, r2] = [r3, r2]) ^ b ((r1, 1) = (r2, 1)) ^ b (SOME r1 = SOME r3))
(* functions with equality type variables *)
fun member (x, []) = false
  | member (x, y :: ys) = x = y orelse member (x, ys)
fun dedup [] = []
  | dedup (x :: xs) = if member (x, xs) then dedup xs else x :: dedup xs
fun assoc (k, []) = NONE
  | assoc (k, (k', v) :: r) = if k = k' then SOME v else assoc (k, r)
val _ = println (b (member (3, [1, 2, 3])) ^ b (member ("z", ["a"])) ^ b (member ((1, "a"), [(1, "a")]))
                 ^ b (member ([1], [[2], [1]])) ^ b (member (Blue, [Red, Green])))
val _ = printInt (length (dedup [1, 2, 1, 3, 2, 4, 1]))
val _ = println (concat (dedup ["x", "y", "x", "z", "y"]))
val _ = println (getOpt (assoc ((2, "b"), [((1, "a"), "first"), ((2, "b"), "second")]), "none"))
(* equality on real-free records containing lists and chars *)
val _ = println (b ({name = "n", tags = [#"a", #"b"]} = {name = "n", tags = [#"a", #"b"]}))
(* vectors compare elementwise *)
val _ = println (b (vector [1, 2] = vector [1, 2]) ^ b (vector [1, 2] = vector [2, 1]))
