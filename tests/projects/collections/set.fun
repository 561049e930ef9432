functor TreeSet (K : ORD) :> SET where type Key.t = K.t =
struct
  structure Key = K
  datatype tree = Leaf | Node of tree * Key.t * tree
  type set = tree
  exception Missing of Key.t
  val empty = Leaf
  fun insert (x, Leaf) = Node (Leaf, x, Leaf)
    | insert (x, t as Node (l, y, r)) =
        (case Key.compare (x, y) of
           LESS => Node (insert (x, l), y, r)
         | GREATER => Node (l, y, insert (x, r))
         | EQUAL => t)
  fun member (_, Leaf) = false
    | member (x, Node (l, y, r)) =
        (case Key.compare (x, y) of LESS => member (x, l) | GREATER => member (x, r) | EQUAL => true)
  fun toList Leaf = []
    | toList (Node (l, x, r)) = toList l @ [x] @ toList r
  fun remove (x, s) =
    if member (x, s) then foldl (fn (y, acc) => if y = x then acc else insert (y, acc)) empty (toList s)
    else raise Missing x
end
