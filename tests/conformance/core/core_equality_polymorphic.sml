(* Definition §4.4, §4.8: a function using `=` on a polymorphic argument gets an
   equality type variable ''a and can be used at every type that admits
   equality: int, string, char, bool, tuples, records, lists, options,
   datatypes whose argument types admit equality. *)
fun member (_, []) = false
  | member (x, y :: ys) = x = y orelse member (x, ys)
datatype colour = Red | Green | Blue
datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
val results =
  [member (3, [1, 2, 3]), member ("b", ["a"]), member (#"c", explode "abc"),
   member ((1, true), [(1, false), (1, true)]), member ({x = 1, y = "y"}, [{y = "y", x = 1}]),
   member ([1, 2], [[1], [1, 2]]), member (SOME Blue, [NONE, SOME Red]),
   member (Node (Leaf, "k", Leaf), [Leaf, Node (Leaf, "k", Leaf)]),
   member ((), [()]), member (0w7, [0w7])]
val _ = print (String.concatWith " " (map Bool.toString results) ^ "\n")
