(* Nested functor applications F (G (X)) and F (G (H (X))), functors whose bodies apply other functors, functors returning structures with substructures and closures that capture the argument's values, and a functor result used as the argument of the same functor again. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
signature MONOID = sig
  type t
  val unit : t
  val op_ : t * t -> t
  val show : t -> string
end

structure IntAdd = struct type t = int val unit = 0 val op_ = op + val show = Int.toString end

(* pairs of monoids are monoids *)
functor Square (M : MONOID) : MONOID = struct
  type t = M.t * M.t
  val unit = (M.unit, M.unit)
  fun op_ ((a, b), (c, d)) = (M.op_ (a, c), M.op_ (b, d))
  fun show (a, b) = "(" ^ M.show a ^ "," ^ M.show b ^ ")"
end

(* the dual monoid reverses the operation *)
functor Dual (M : MONOID) : MONOID = struct
  open M
  fun op_ (a, b) = M.op_ (b, a)
end

structure StrCat = struct type t = string val unit = "" val op_ = op ^ fun show s = s end

(* fold is a functor producing a structure containing functions *)
functor Fold (M : MONOID) = struct
  fun concatAll l = foldr M.op_ M.unit l
  fun power (x, 0) = M.unit
    | power (x, n) = M.op_ (x, power (x, n - 1))
  val showAll = M.show o concatAll
end

structure F1 = Fold (Square (IntAdd))
val _ = println (F1.showAll [(1, 2), (3, 4), (5, 6)])
structure F2 = Fold (Dual (StrCat))
val _ = println (F2.showAll ["a", "b", "c"])
structure F3 = Fold (Square (Dual (StrCat)))
val _ = println (F3.showAll [("x", "1"), ("y", "2")])
structure SS = Square (Square (IntAdd))
structure F4 = Fold (SS)
val _ = println (F4.showAll [((1, 2), (3, 4)), ((10, 20), (30, 40))])
val _ = println (SS.show (F4.power (((1, 1), (1, 2)), 5)))
structure F5 = Fold (Dual (Dual (StrCat)))
val _ = println (F5.power ("ab", 3) ^ F5.concatAll ["x", "y"])

(* a functor whose body applies other functors and nests structures *)
functor Tools (M : MONOID) = struct
  structure Sq = Square (M)
  structure Folder = Fold (M)
  structure SqFolder = Fold (Sq)
  fun diag x = (x, x)
  fun both l = SqFolder.showAll (map diag l)
  val counter = ref 0
  fun stamp x = (counter := !counter + 1; M.show x ^ "#" ^ Int.toString (!counter))
end
structure T = Tools (IntAdd)
val _ = println (T.both [1, 2, 3])
val _ = println (T.Sq.show (T.Sq.op_ ((1, 2), (10, 20))))
val _ = println (T.stamp 7 ^ " " ^ T.stamp 8)
structure T2 = Tools (StrCat)
val _ = println (T2.Folder.concatAll ["p", "q"] ^ " " ^ T2.stamp "s")

(* closures capturing functor arguments outlive the application *)
functor Adder (X : sig val k : int end) = struct
  fun add n = n + X.k
  val addTwice = add o add
  fun makeAdder m = fn n => add (n + m)
end
structure A5 = Adder (struct val k = 5 end)
structure A7 = Adder (struct val k = A5.add 2 end)
val adders = [A5.add, A7.add, A5.addTwice, A7.makeAdder 100]
val _ = println (concat (map (fn f => Int.toString (f 1) ^ " ") adders))

(* higher-order use: a functor's argument contains a function built by another functor *)
functor Twice (X : sig val f : int -> int end) = struct val f = X.f o X.f end
structure W = Twice (Twice (Twice (struct val f = A5.add end)))
val _ = printInt (W.f 0)
