(* §5.7 functor application with the abstract type realised by tuples,
   records, functions, lists and datatypes: values flow through the
   polymorphically compiled body unchanged. *)
functor Pairs (type t val f : t -> t val show : t -> string) = struct
  fun twice x = f (f x)
  fun both (x : t) = (x, f x)
  fun showBoth x = let val (a, b) = both x in show a ^ "/" ^ show b end
  val show = show
end
structure Tup = Pairs (type t = int * real
                       fun f (n, r) = (n + 1, r * 2.0)
                       fun show (n, r) = "(" ^ Int.toString n ^ "," ^ Real.toString r ^ ")")
structure Rec = Pairs (type t = {name : string, age : int}
                       fun f {name, age} = {name = name ^ "'", age = age + 1}
                       fun show {name, age} = name ^ ":" ^ Int.toString age)
structure Fun = Pairs (type t = int -> int
                       fun f g = fn x => g (g x)
                       fun show g = Int.toString (g 1))
datatype shape = Circle of real | Sq of int
structure Dat = Pairs (type t = shape
                       fun f (Circle r) = Sq (round r) | f (Sq n) = Circle (real n)
                       fun show (Circle r) = "C" ^ Real.toString r | show (Sq n) = "S" ^ Int.toString n)
structure Lst = Pairs (type t = real list
                       fun f l = map (fn x => x / 2.0) l
                       fun show l = String.concatWith ";" (map Real.toString l))
val () = app (fn s => print (s ^ "\n"))
  [Tup.showBoth (1, 0.5), Rec.showBoth {name = "ann", age = 30},
   Fun.showBoth (fn x => x + 3), Dat.showBoth (Circle 2.6), Lst.showBoth [1.0, 3.0],
   Tup.show (Tup.twice (0, 1.25)), Fun.show (Fun.twice (fn x => x * 2))]
