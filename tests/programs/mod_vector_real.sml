(* Reals crossing functor boundaries: a VECTOR signature with an abstract elem, a structure V3 of real triples, a functor Geom (V : VECTOR) that sees elem and vec abstractly, a Sum (X : S) functor over a flexible type t instantiated with t = real (monomorphic real values and real functions inside a structure seen abstractly by the functor), a parameter signature with a manifest type t = real, and functor results returning reals in tuples, lists, options and records. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
fun r3 x = Int.toString (round (x * 1000.0))

signature VECTOR = sig
  type elem
  type vec
  val zero : vec
  val make : elem * elem * elem -> vec
  val add : vec * vec -> vec
  val scale : elem * vec -> vec
  val dot : vec * vec -> elem
  val components : vec -> elem list
  val elemToMilli : elem -> int
end

structure V3 = struct
  type elem = real
  type vec = real * real * real
  val zero = (0.0, 0.0, 0.0)
  fun make (x : real, y : real, z : real) = (x, y, z)
  fun add ((a1, a2, a3), (b1, b2, b3)) : vec = (a1 + b1, a2 + b2, a3 + b3)
  fun scale (k : real, (a, b, c)) : vec = (k * a, k * b, k * c)
  fun dot ((a1, a2, a3), (b1, b2, b3)) : real = a1 * b1 + a2 * b2 + a3 * b3
  fun components (a, b, c) = [a, b, c]
  fun elemToMilli (x : real) = round (x * 1000.0)
end

functor Geom (V : VECTOR) = struct
  fun norm2 v = V.dot (v, v)
  fun sum vs = foldl V.add V.zero vs
  fun centroidScaled (k, vs) = V.scale (k, sum vs)
  fun project (u, v) = (V.dot (u, v), V.dot (v, v))
  fun longest vs =
    foldl (fn (v, NONE) => SOME v
            | (v, SOME w) => if V.elemToMilli (norm2 v) > V.elemToMilli (norm2 w) then SOME v else SOME w)
          NONE vs
  fun show v = concat (map (fn e => Int.toString (V.elemToMilli e) ^ " ") (V.components v))
end

structure G = Geom (V3)
val a = V3.make (1.0, 2.0, 3.0)
val b = (0.5, ~1.5, 2.0)
val _ = println (r3 (G.norm2 a))
val _ = println (G.show (G.sum [a, b, V3.zero]))
val _ = println (G.show (G.centroidScaled (0.5, [a, b])))
val (d, n) = G.project (a, b)
val _ = println (r3 d ^ " " ^ r3 n)
val _ = case G.longest [b, a, V3.zero] of SOME v => println (G.show v) | NONE => println "none"
(* the functor's results are plain reals outside, since V3 was not sealed *)
val _ = println (r3 (G.norm2 b + 0.125))

(* the same functor with a sealed integer vector *)
structure IV :> VECTOR where type elem = int = struct
  type elem = int
  type vec = int list
  val zero = [0, 0, 0]
  fun make (x, y, z) = [x, y, z]
  fun add (u, v) = case (u, v) of ([a, b, c], [d, e, f]) => [a + d, b + e, c + f] | _ => zero
  fun scale (k, v) = map (fn x => k * x) v
  fun dot (u, v) = case (u, v) of ([a, b, c], [d, e, f]) => a * d + b * e + c * f | _ => 0
  fun components v = v
  fun elemToMilli x = x * 1000
end
structure GI = Geom (IV)
val _ = printInt (GI.norm2 (IV.make (1, 2, 3)))
val _ = println (GI.show (GI.sum [IV.make (1, 1, 1), IV.make (2, 3, 4)]))

(* Sum over a flexible type t, instantiated with real *)
signature S = sig
  type t
  val zero : t
  val add : t * t -> t
end
structure R = struct
  type t = real
  val zero = 0.0
  fun add (x : real, y) = x + y
end
functor Sum (X : S) = struct
  fun sum l = foldl X.add X.zero l
  fun sumPairs l = map (fn (a, b) => X.add (a, b)) l
  val twice = fn x => X.add (x, x)
  val cell = ref X.zero
  fun accumulate x = (cell := X.add (!cell, x); !cell)
  fun withCount l = {total = sum l, count = length l}
  fun first [] = NONE | first (x :: _) = SOME x
end
structure SR = Sum (R)
val _ = println (r3 (SR.sum [1.5, 2.25, 0.125]))
val _ = println (concat (map (fn x => r3 x ^ " ") (SR.sumPairs [(1.0, 0.5), (2.0, ~3.5)])))
val _ = println (r3 (SR.twice 3.5))
val _ = (SR.accumulate 1.25; SR.accumulate 2.5)
val _ = println (r3 (!SR.cell))
val {total, count} = SR.withCount [0.5, 0.25]
val _ = println (r3 total ^ " " ^ Int.toString count)
val _ = println (r3 (getOpt (SR.first [7.75], 0.0)))
structure SI = Sum (struct type t = int val zero = 0 val add = op + end)
val _ = printInt (SI.sum [1, 2, 3, 4])
structure SS = Sum (struct type t = string val zero = "" val add = op ^ end)
val _ = println (SS.sum ["a", "b", "c"])

(* a sealed real structure going through the same functor *)
structure RS :> S = R
structure SRS = Sum (RS)
val z : RS.t = SRS.sum [RS.zero, SRS.twice RS.zero]
val _ = println (if isSome (SRS.first [z]) then "some" else "none")

(* a parameter whose type is manifestly real: the body can do real arithmetic *)
functor Poly (X : sig type t = real val coeffs : t list end) = struct
  fun eval (x : real) = foldr (fn (c, acc) => c + x * acc) 0.0 X.coeffs
end
structure P = Poly (struct type t = real val coeffs = [1.0, 0.5, 0.25] end)
val _ = println (r3 (P.eval 2.0))
val _ = println (r3 (P.eval ~0.4))
