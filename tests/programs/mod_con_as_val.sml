(* Value specifications matched by constructors: datatype constructors (nullary, with int, real, tuple, record and polymorphic arguments) and exception constructors satisfy val specs (val A : int -> t, val Nil : t, val E : string -> exn), under transparent and opaque ascription and as functor arguments; the resulting values are ordinary functions usable first-class (map, composition). *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
fun r3 x = Int.toString (round (x * 1000.0))

signature SHAPES = sig
  type shape
  val Circle : real -> shape
  val Rect : real * real -> shape
  val Labeled : {label : string, inner : shape} -> shape
  val Dot : shape
  val area : shape -> real
  val describe : shape -> string
end

structure Shapes :> SHAPES = struct
  datatype shape = Circle of real | Rect of real * real | Labeled of {label : string, inner : shape} | Dot
  fun area (Circle r) = 3.0 * r * r
    | area (Rect (w, h)) = w * h
    | area (Labeled {inner, ...}) = area inner
    | area Dot = 0.0
  fun describe (Circle _) = "circle"
    | describe (Rect _) = "rect"
    | describe (Labeled {label, inner}) = label ^ ":" ^ describe inner
    | describe Dot = "dot"
end

val shapes = [Shapes.Circle 1.5, Shapes.Rect (2.0, 0.25), Shapes.Dot,
              Shapes.Labeled {label = "big", inner = Shapes.Rect (10.0, 10.0)}]
val _ = app (fn s => println (Shapes.describe s ^ " " ^ r3 (Shapes.area s))) shapes
(* the constructors are now functions *)
val circles = map Shapes.Circle [1.0, 2.0]
val _ = println (r3 (foldl (fn (s, acc) => Shapes.area s + acc) 0.0 circles))
val mkRect = Shapes.Rect
val _ = println (r3 (Shapes.area (mkRect (0.5, 0.5))))
val label = fn s => Shapes.Labeled {label = s, inner = Shapes.Dot}
val _ = println (Shapes.describe (label "pt"))
val rectOfSquare = Shapes.Rect o (fn x => (x, x))
val _ = println (r3 (Shapes.area (rectOfSquare 3.0)))

(* transparent ascription: the datatype is visible as a type, but the constructor names are only values *)
signature NUMS = sig
  type num
  val Int : int -> num
  val Zero : num
  val toInt : num -> int
end
structure Nums : NUMS = struct
  datatype num = Int of int | Zero | Neg of num
  fun toInt (Int n) = n | toInt Zero = 0 | toInt (Neg n) = ~ (toInt n)
end
val _ = printInt (Nums.toInt (Nums.Int 5) + Nums.toInt Nums.Zero)
val _ = println (concat (map (fn n => Int.toString (Nums.toInt n) ^ " ") (map Nums.Int [3, 2, 1] @ [Nums.Zero])))
(* after open, Int has value status, not constructor status: in a pattern it is a fresh variable *)
local open Nums in
  fun same Int = Int
  fun pick (Zero, y) = y
end
val _ = printInt (Nums.toInt (same (Nums.Int 9)))
val _ = printInt (Nums.toInt (pick (Nums.Int 1, Nums.Int 2)))

(* exception constructors satisfying val specs *)
signature ERRS = sig
  val Bad : string -> exn
  val Worse : exn
  val isBad : exn -> bool
end
structure Errs : ERRS = struct
  exception Bad of string
  exception Worse
  fun isBad (Bad _) = true | isBad _ = false
end
fun b2s true = "T" | b2s false = "F"
val _ = println (b2s (Errs.isBad (Errs.Bad "x")) ^ b2s (Errs.isBad Errs.Worse) ^ b2s (Errs.isBad (Fail "y")))
val _ = println ((raise Errs.Bad "raised") handle e => if Errs.isBad e then "is bad" else "not bad")
val _ = println (exnMessage Errs.Worse)

(* polymorphic constructors, generalised or specialised by the spec *)
signature OPT = sig
  type 'a opt
  val Some : 'a -> 'a opt
  val None : 'a opt
  val get : 'a * 'a opt -> 'a
end
structure Opt :> OPT = struct
  datatype 'a opt = Some of 'a | None
  fun get (_, Some x) = x | get (d, None) = d
end
val _ = printInt (Opt.get (0, Opt.Some 4) + Opt.get (7, Opt.None))
val _ = println (r3 (Opt.get (0.0, Opt.Some 2.5)))
val _ = println (Opt.get ("none", Opt.None))
structure RealBox : sig type 'a box val Box : real -> real box val unbox : 'a box -> 'a end = struct
  datatype 'a box = Box of 'a
  fun unbox (Box x) = x
end
val _ = println (r3 (RealBox.unbox (RealBox.Box 1.75) * 2.0))

(* a functor whose parameter asks for a value, given a constructor *)
functor Build (X : sig type t val mk : int * string -> t val show : t -> string end) = struct
  val items = map X.mk [(1, "a"), (2, "b")]
  val shown = concat (map X.show items)
end
datatype item = Item of int * string
structure B = Build (struct
  type t = item
  val mk = Item
  fun show (Item (n, s)) = s ^ Int.toString n
end)
val _ = println B.shown
structure B2 = Build (struct
  datatype t = mk of int * string
  fun show (mk (n, s)) = Int.toString n ^ s
end)
val _ = println B2.shown
