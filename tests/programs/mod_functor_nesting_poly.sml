(* Opaque functor results over reals and real*int pairs, a functor applying another inside its body (generative nested datatypes), polymorphic values specialized to real by a signature, and a polymorphic opaque ref type holding reals. *)
fun p s = print (s ^ "\n")
signature ELEM = sig type t val zero : t val plus : t * t -> t val toInt : t -> int end
functor Matrix (E : ELEM) :> sig type m val diag : E.t list -> m val trace : m -> E.t val rows : m -> int end =
struct
  type m = E.t list list
  fun tabulate (n, f) = let fun go k = if k = n then [] else f k :: go (k + 1) in go 0 end
  fun nth0 (x :: _, 0) = x | nth0 (_ :: r, k) = nth0 (r, k - 1) | nth0 ([], _) = raise Subscript
  fun diag xs = let fun row (i, n) = tabulate (n, fn j => if i = j then nth0 (xs, i) else E.zero)
                in tabulate (length xs, fn i => row (i, length xs)) end
  fun trace m = let fun go (_, [], acc) = acc | go (i, r :: rs, acc) = go (i + 1, rs, E.plus (acc, nth (r, i)))
                    and nth (x :: _, 0) = x | nth (_ :: r, k) = nth (r, k - 1) | nth ([], _) = raise Subscript
                in go (0, m, E.zero) end
  val rows = length
end
structure RE = struct type t = real val zero = 0.0 fun plus (a, b : real) = a + b fun toInt x = round (x * 10.0) end
structure PE = struct type t = real * int val zero = (0.0, 0) fun plus ((a, b), (c, d)) = (a + c : real, b + d : int) fun toInt (a, b) = round a + b end
structure MR = Matrix (RE)
structure MP = Matrix (PE)
val _ = p (Int.toString (RE.toInt (MR.trace (MR.diag [1.5, 2.5, 3.25]))))
val _ = p (Int.toString (PE.toInt (MP.trace (MP.diag [(1.5, 1), (2.5, 2)]))) ^ " " ^ Int.toString (MP.rows (MP.diag [(0.0, 0)])))
functor Outer (X : ELEM) = struct
  structure Inner = Matrix (X)
  datatype wrap = W of Inner.m
  fun unwrap (W m) = X.toInt (Inner.trace m)
end
structure O1 = Outer (RE)
structure O2 = Outer (RE)
val _ = p (Int.toString (O1.unwrap (O1.W (O1.Inner.diag [2.0, 2.0]))))
val _ = p (Int.toString (O2.unwrap (O2.W (O2.Inner.diag [1.0]))))
signature POLY = sig val pairUp : 'a -> 'a * 'a val applyBoth : ('a -> 'b) -> 'a * 'a -> 'b * 'b end
structure Poly : POLY = struct fun pairUp x = (x, x) fun applyBoth f (a, b) = (f a, f b) end
structure PolyR : sig val pairUp : real -> real * real val applyBoth : (real -> int) -> real * real -> int * int end = Poly
val (a, b) = PolyR.applyBoth round (PolyR.pairUp 2.6)
val _ = p (Int.toString (a + b))
val (c, d) = Poly.applyBoth size (Poly.pairUp "abc")
val _ = p (Int.toString (c * d))
structure Cell :> sig type 'a cell val new : 'a -> 'a cell val get : 'a cell -> 'a val set : 'a cell * 'a -> unit end =
  struct type 'a cell = 'a ref fun new x = ref x fun get c = !c fun set (c, x) = c := x end
val rc = Cell.new 1.5
val _ = Cell.set (rc, Cell.get rc * 4.0)
val _ = p (Int.toString (round (Cell.get rc)))
