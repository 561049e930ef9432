(* Polymorphic functions and containers used at real and at records/tuples of reals (exercises boxed/unboxed representation coercions). *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
val fmtReal = Real.fmt (StringCvt.FIX (SOME 6))

fun pair x y = (x, y)
fun swap (x, y) = (y, x)
fun id x = x
fun twice f x = f (f x)
fun mapPair f (a, b) = (f a, f b)
datatype 'a box = Box of 'a
fun unbox (Box x) = x
datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
fun insert cmp (x, Leaf) = Node (Leaf, x, Leaf)
  | insert cmp (x, t as Node (l, y, r)) =
      if cmp (x, y) then Node (insert cmp (x, l), y, r) else Node (l, y, insert cmp (x, r))
fun inorder Leaf acc = acc
  | inorder (Node (l, x, r)) acc = inorder l (x :: inorder r acc)

val rs = [1.5, 2.25, ~3.125, 10.0, 0.001]
val _ = println (fmtReal (foldl (op +) 0.0 rs))
val _ = println (fmtReal (foldr (fn (x, acc) => x * acc) 1.0 rs))
val _ = println (concat (map (fn r => fmtReal r ^ " ") (map (fn x => x * 2.0) rs)))
val (a, b) = pair 3.5 "three and a half"
val _ = println (fmtReal a ^ " " ^ b)
val p = swap (pair 1.25 2.75)
val _ = println (fmtReal (#1 p) ^ " " ^ fmtReal (#2 p))
val _ = println (fmtReal (id 6.02214076))
val _ = println (fmtReal (twice (fn x => x * x) 1.1))
val (m1, m2) = mapPair (fn x => x / 4.0) (1.0, 3.0)
val _ = println (fmtReal m1 ^ " " ^ fmtReal m2)
val _ = println (fmtReal (unbox (Box 2.5) + unbox (Box 0.25)))

(* polymorphic containers of real tuples and real records *)
val pts = [(1.0, 2.0), (3.5, ~1.5), (0.25, 0.75)]
val boxedPts = map Box pts
val sumPt = foldl (fn (Box (x, y), (sx, sy)) => (sx + x, sy + y)) (0.0, 0.0) boxedPts
val _ = println (fmtReal (#1 sumPt) ^ "," ^ fmtReal (#2 sumPt))
type pt = {x : real, y : real, tag : string}
val recs : pt list = [{x = 1.0, y = 1.0, tag = "a"}, {x = ~2.5, y = 4.0, tag = "b"}]
val moved = map (fn {x, y, tag} => {x = x + 0.5, y = y * 2.0, tag = tag ^ "'"}) recs
val _ = app (fn {x, y, tag} => println (tag ^ " " ^ fmtReal x ^ " " ^ fmtReal y)) moved
val _ = println (fmtReal (foldl (fn (r : pt, s) => s + #x r * #y r) 0.0 moved))

(* a tree of reals built by a polymorphic insert *)
val t = foldl (fn (x, t) => insert (op <) (x, t)) Leaf [3.3, 1.1, 4.4, 1.0, 5.5, 9.9, 2.6]
val _ = println (concat (map (fn r => fmtReal r ^ " ") (inorder t [])))
(* and of (real * int) pairs *)
val t2 = foldl (fn (x, t) => insert (fn ((a, _), (b, _)) => a < b) (x, t)) Leaf
           [(2.5, 1), (0.5, 2), (1.5, 3)]
val _ = println (concat (map (fn (r, i) => fmtReal r ^ "/" ^ Int.toString i ^ " ") (inorder t2 [])))

(* options and refs holding reals *)
val ro = SOME 1.75
val _ = println (fmtReal (valOf ro + getOpt (NONE, 0.5)))
val rr = ref 0.0
val _ = app (fn x => rr := !rr + x) [0.1, 0.2, 0.3, 0.4]
val _ = println (fmtReal (!rr))
(* real in polymorphic equality-free list ops *)
val _ = printInt (length (rev (rs @ rs)))
val _ = println (fmtReal (hd (rev rs)))
