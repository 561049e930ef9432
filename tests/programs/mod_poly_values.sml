(* Polymorphic values in structures: exported polymorphic functions (id, compose, list functions, a polymorphic datatype) used at int, real, string and tuples; signatures that specialise polymorphic implementations to monomorphic real types (val f : real -> real matched by fun f x = x, tuples and lists of reals, constant NONE and []); a functor parameter with a polymorphic value spec used at real inside the body. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
fun r3 x = Int.toString (round (x * 1000.0))

structure Poly = struct
  fun id x = x
  fun compose (f, g) x = f (g x)
  fun twice f x = f (f x)
  fun mapL f [] = []
    | mapL f (x :: xs) = f x :: mapL f xs
  fun foldL f acc [] = acc
    | foldL f acc (x :: xs) = foldL f (f (x, acc)) xs
  fun pair x = (x, x)
  fun swap (a, b) = (b, a)
  fun first (x, _) = x
  datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
  fun insert less (x, Leaf) = Node (Leaf, x, Leaf)
    | insert less (x, t as Node (l, y, r)) =
        if less (x, y) then Node (insert less (x, l), y, r)
        else if less (y, x) then Node (l, y, insert less (x, r))
        else t
  fun inorder Leaf = []
    | inorder (Node (l, x, r)) = inorder l @ [x] @ inorder r
  val empty = []
  val nothing = NONE
end

signature POLY = sig
  val id : 'a -> 'a
  val compose : ('b -> 'c) * ('a -> 'b) -> 'a -> 'c
  val twice : ('a -> 'a) -> 'a -> 'a
  val mapL : ('a -> 'b) -> 'a list -> 'b list
  val foldL : ('a * 'b -> 'b) -> 'b -> 'a list -> 'b
  datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
  val insert : ('a * 'a -> bool) -> 'a * 'a tree -> 'a tree
  val inorder : 'a tree -> 'a list
end
structure P : POLY = Poly

val _ = printInt (P.id 5)
val _ = println (r3 (P.id 2.5))
val _ = println (P.id "s")
val _ = println (r3 (P.compose (fn x => x * 2.0, fn x => x + 0.25) 1.0))
val _ = printInt (P.compose (size, P.id) "four")
val _ = println (r3 (P.twice (fn x => x * x) 1.1))
val _ = printInt (P.twice (fn x => x * x) 3)
val _ = println (concat (P.mapL (fn x => r3 x ^ " ") [0.5, 1.25]))
val _ = println (r3 (P.foldL (fn (x, a) => x + a) 0.0 (P.mapL real [1, 2, 3])))
val _ = printInt (P.foldL op + 0 [1, 2, 3, 4])
val rt = foldl (P.insert (fn (a : real, b) => a < b)) P.Leaf [2.5, 0.5, 1.5, 0.5]
val _ = println (concat (map (fn x => r3 x ^ " ") (P.inorder rt)))
val st = foldl (P.insert (fn (a : string, b) => a < b)) P.Leaf ["m", "c", "x"]
val _ = println (concat (P.inorder st))
val _ = printInt (length (P.inorder (P.Node (P.Leaf, (1, 2.0), P.Leaf))))

(* a signature that specialises the polymorphic implementation to reals *)
signature REALOPS = sig
  val id : real -> real
  val pair : real -> real * real
  val swap : real * int -> int * real
  val first : real * string -> real
  val twice : (real -> real) -> real -> real
  val mapL : (real -> real) -> real list -> real list
  val empty : real list
  val nothing : real option
  val insert : (real * real -> bool) -> real * real Poly.tree -> real Poly.tree
end
structure RO : REALOPS = Poly
val _ = println (r3 (RO.id 3.25))
val (x1, x2) = RO.pair 0.75
val _ = println (r3 (x1 + x2))
val (n, y) = RO.swap (4.5, 3)
val _ = println (Int.toString n ^ " " ^ r3 y)
val _ = println (r3 (RO.first (6.125, "ignored")))
val _ = println (r3 (RO.twice (fn z => z / 2.0) 10.0))
val _ = println (concat (map (fn x => r3 x ^ " ") (RO.mapL (fn z => z - 1.0) (1.5 :: RO.empty))))
val _ = println (r3 (getOpt (RO.nothing, 9.5)))
val t = RO.insert (fn (a, b) => a < b) (1.5, RO.insert (fn (a, b) => a < b) (0.5, Poly.Leaf))
val _ = println (concat (map (fn x => r3 x ^ " ") (Poly.inorder t)))

(* specialising to int as well as opaque sealing of a specialised view *)
structure IO :> sig val id : int -> int val pair : int -> int * int end = Poly
val _ = printInt (IO.id 8 + #2 (IO.pair 9))
structure Mono :> sig type t val wrap : real -> t val unwrap : t -> real val same : t -> t end = struct
  type t = real
  val wrap = Poly.id
  val unwrap = Poly.id
  fun same x = Poly.first (Poly.pair x)
end
val _ = println (r3 (Mono.unwrap (Mono.same (Mono.wrap 7.125))))

(* a functor parameter with a polymorphic value spec, used at real and int in the body *)
functor UseMap (X : sig val map : ('a -> 'b) -> 'a list -> 'b list end) = struct
  val reals = X.map (fn x => x * 1.5) [1.0, 2.0]
  val ints = X.map (fn x => x + 1) [1, 2]
  val strs = X.map Int.toString ints
end
structure U = UseMap (struct val map = Poly.mapL end)
val _ = println (concat (map (fn x => r3 x ^ " ") U.reals) ^ concat U.strs)
structure U2 = UseMap (struct fun map f l = rev (Poly.mapL f l) end)
val _ = println (concat (map (fn x => r3 x ^ " ") U2.reals) ^ concat U2.strs)
