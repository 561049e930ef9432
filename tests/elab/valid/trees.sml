datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree

fun insert cmp (x, Leaf) = Node (Leaf, x, Leaf)
  | insert cmp (x, t as Node (l, y, r)) =
      case cmp (x, y) of
        LESS => Node (insert cmp (x, l), y, r)
      | GREATER => Node (l, y, insert cmp (x, r))
      | EQUAL => t

fun member cmp (x, Leaf) = false
  | member cmp (x, Node (l, y, r)) =
      (case cmp (x, y) of
         LESS => member cmp (x, l)
       | GREATER => member cmp (x, r)
       | EQUAL => true)

fun toList Leaf = []
  | toList (Node (l, x, r)) = toList l @ [x] @ toList r

fun treeSize Leaf = 0
  | treeSize (Node (l, _, r)) = treeSize l + 1 + treeSize r

fun height Leaf = 0
  | height (Node (l, _, r)) =
      let val hl = height l and hr = height r
      in 1 + (if hl > hr then hl else hr) end

fun intCmp (a : int, b) = if a < b then LESS else if a > b then GREATER else EQUAL

val t = foldl (fn (x, t) => insert intCmp (x, t)) Leaf [5, 3, 8, 1, 4, 7, 9]
val sorted = toList t
val n = treeSize t
val h = height t
val has4 = member intCmp (4, t)

fun mapTree f Leaf = Leaf
  | mapTree f (Node (l, x, r)) = Node (mapTree f l, f x, mapTree f r)

val strTree = mapTree (fn x => if x > 4 then "big" else "small") t
