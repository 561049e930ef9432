datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree

fun insert (x, Leaf) = Node (Leaf, x, Leaf)
  | insert (x, t as Node (l, y, r)) =
      if x < y then Node (insert (x, l), y, r)
      else if x > y then Node (l, y, insert (x, r))
      else t

fun toList Leaf = []
  | toList (Node (l, x, r)) = toList l @ [x] @ toList r

val t = foldl insert Leaf [5, 3, 8, 1]
val n = length (toList t)
