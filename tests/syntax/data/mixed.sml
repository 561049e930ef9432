fun map f [] = [] | map f (x::xs) = f x :: map f xs
val id = fn x => x
val r = ref []
val g = (fn x => x) (fn y => y)
fun eq (a, b) = a = b
fun f x = x + x
fun h (x:real) = x + 1.0
datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
fun insert (x, Leaf) = Node (Leaf, x, Leaf)
  | insert (x, t as Node (l, y, r)) = if x < y then Node (insert (x, l), y, r) else Node (l, y, insert (x, r))
val s = #a {a = 1, b = "x"}
exception E of int
val k = (raise E 3) handle E n => n
fun len xs = case xs of [] => 0 | _ :: t => 1 + len t
