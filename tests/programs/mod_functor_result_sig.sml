(* Functor result signatures: functor F (X : S) : T (transparent, the result's types stay equal to the body's, including ones defined from the argument) versus functor F (X : S) :> T (opaque, a fresh abstract type per application, operations still work); result signatures that mention the parameter (type t = X.t) and that use where type; result signatures hiding body components; real-typed results through both. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
fun r3 x = Int.toString (round (x * 1000.0))

signature ELEM = sig type t val zero : t val plus : t * t -> t val show : t -> string end
signature ACC = sig
  type acc
  type elem
  val start : acc
  val add : acc * elem -> acc
  val result : acc -> elem
  val count : acc -> int
end

(* transparent: acc = elem * int is visible to clients *)
functor TAcc (E : ELEM) : ACC = struct
  type elem = E.t
  type acc = elem * int
  val start = (E.zero, 0)
  fun add ((s, n), x) = (E.plus (s, x), n + 1)
  fun result (s, _) = s
  fun count (_, n) = n
  val debug = "hidden by the result signature"
end

(* opaque: acc is abstract, elem is given by where type *)
functor OAcc (E : ELEM) :> ACC where type elem = E.t = struct
  type elem = E.t
  type acc = elem * int
  val start = (E.zero, 0)
  fun add ((s, n), x) = (E.plus (s, x), n + 1)
  fun result (s, _) = s
  fun count (_, n) = n
end

structure IntE = struct type t = int val zero = 0 val plus = op + val show = Int.toString end
structure RealE = struct type t = real val zero = 0.0 fun plus (a : real, b) = a + b val show = r3 end

structure TI = TAcc (IntE)
structure TR = TAcc (RealE)
structure OI = OAcc (IntE)
structure OR = OAcc (RealE)

val ti = foldl (fn (x, a) => TI.add (a, x)) TI.start [1, 2, 3]
val _ = println (Int.toString (TI.result ti) ^ "/" ^ Int.toString (TI.count ti))
(* acc is int * int here, visible *)
val (s, n) = ti
val _ = printInt (s * 100 + n)
val tr = TR.add (TR.add (TR.start, 1.5), 0.25)
val _ = println (r3 (#1 tr) ^ " " ^ Int.toString (#2 tr))
val _ = println (r3 (TR.result tr))

val oi = foldl (fn (x, a) => OI.add (a, x)) OI.start [10, 20]
val _ = println (Int.toString (OI.result oi) ^ "/" ^ Int.toString (OI.count oi))
(* elem is known to be int/real, so results mix with ordinary arithmetic *)
val _ = printInt (OI.result oi + 1)
val orr = foldl (fn (x, a) => OR.add (a, x)) OR.start [0.5, 0.125, 2.0]
val _ = println (r3 (OR.result orr * 2.0) ^ " " ^ Int.toString (OR.count orr))

(* a result signature that mentions the parameter *)
functor Pairs (E : ELEM) : sig
  type t = E.t * E.t
  val diag : E.t -> t
  val sum : t -> E.t
  val show : t -> string
end = struct
  type t = E.t * E.t
  fun diag x = (x, x)
  fun sum (a, b) = E.plus (a, b)
  fun show (a, b) = "<" ^ E.show a ^ "," ^ E.show b ^ ">"
end
structure PR = Pairs (RealE)
val p = PR.diag 1.25
val _ = println (PR.show p ^ " " ^ r3 (PR.sum p) ^ " " ^ r3 (#1 p))
val _ = println (PR.show (3.0, 0.5))

(* an opaque result with a named signature and a substructure *)
signature COUNTED = sig
  structure Elem : ELEM
  type bag
  val empty : bag
  val insert : Elem.t * bag -> bag
  val total : bag -> Elem.t
  val size : bag -> int
end
functor Bag (E : ELEM) :> COUNTED where type Elem.t = E.t = struct
  structure Elem = E
  structure A = TAcc (E)
  type bag = A.acc
  val empty = A.start
  fun insert (x, b) = A.add (b, x)
  val total = A.result
  val size = A.count
end
structure BR = Bag (RealE)
structure BI = Bag (IntE)
val br = BR.insert (0.75, BR.insert (0.5, BR.empty))
val _ = println (BR.Elem.show (BR.total br) ^ " " ^ Int.toString (BR.size br))
val bi = foldl BI.insert BI.empty [5, 6, 7]
val _ = println (BI.Elem.show (BI.total bi) ^ " " ^ Int.toString (BI.size bi + BI.total bi))
