(* Re-exporting structures under signatures that hide components: helpers, an exception, a substructure and constructors are hidden (datatype specified as an abstract type); the signature lists components in a different order from the structure; the original structure keeps all its components; a functor's result is thinned by its signature; thinning an already-thinned structure again. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
structure Impl = struct
  val secret = 17
  fun helper x = x * secret
  datatype shape = Circle of int | Square of int
  exception Internal
  structure Aux = struct val tag = "aux" fun twice x = 2 * x end
  fun area (Circle r) = 3 * r * r
    | area (Square s) = s * s
  fun circle r = if r < 0 then raise Internal else Circle r
  fun square s = Square s
  fun safeArea s = area s handle Internal => ~1
  val version = "1.0"
  fun scaled n = Aux.twice (helper n)
end

(* fewer components, in another order, constructors hidden *)
signature PUBLIC = sig
  val version : string
  type shape
  val square : int -> shape
  val circle : int -> shape
  val area : shape -> int
  val scaled : int -> int
end
structure Pub : PUBLIC = Impl
val _ = println Pub.version
val _ = printInt (Pub.area (Pub.square 3) + Pub.area (Pub.circle 2))
val _ = printInt (Pub.scaled 1)
(* Pub.shape is Impl.shape (transparent), so Impl's constructors apply to Pub's values *)
fun isCircle (Impl.Circle _) = true | isCircle _ = false
val _ = println (if isCircle (Pub.circle 1) then "circle" else "square")
(* the original keeps everything *)
val _ = printInt (Impl.helper 2 + Impl.secret)
val _ = println Impl.Aux.tag
val _ = println ((ignore (Impl.circle ~1); "no") handle Impl.Internal => "internal")

(* a narrower signature applied to the already-thinned structure *)
signature TINY = sig val scaled : int -> int val version : string end
structure Tiny : TINY = Pub
val _ = println (Tiny.version ^ " " ^ Int.toString (Tiny.scaled 2))

(* sealing plus hiding: only the operations remain *)
structure Sealed :> sig type shape val square : int -> shape val area : shape -> int end = Impl
val _ = printInt (Sealed.area (Sealed.square 5))

(* keep a substructure but thin it too *)
structure Partial : sig structure Aux : sig val twice : int -> int end val secret : int end = Impl
val _ = printInt (Partial.Aux.twice Partial.secret)

(* a functor result thinned by its signature: the body's helpers are invisible *)
signature COUNTER = sig val next : unit -> int val peek : unit -> int end
functor MakeCounter (X : sig val start : int val step : int end) : COUNTER = struct
  val state = ref X.start
  fun bump () = state := !state + X.step
  fun next () = (bump (); !state)
  fun peek () = !state
  val debug = "unused"
end
structure C1 = MakeCounter (struct val start = 0 val step = 1 end)
structure C2 = MakeCounter (struct val start = 100 val step = ~10 end)
val _ = (C1.next (); C1.next (); C2.next ())
val _ = println (Int.toString (C1.peek ()) ^ " " ^ Int.toString (C2.next ()) ^ " " ^ Int.toString (C1.next ()))

(* values of many kinds in a permuted signature: checks each component lands in the right place *)
structure Many = struct
  val a = 1 val b = "two" val c = 3.0 val d = #"4" val e = [5] val f = fn x => x + 6 val g = (7, "7")
end
structure Perm : sig
  val g : int * string val e : int list val c : real val a : int val f : int -> int val d : char val b : string
end = Many
val _ = println (Int.toString Perm.a ^ Perm.b ^ Int.toString (trunc Perm.c) ^ str Perm.d
                 ^ Int.toString (hd Perm.e) ^ Int.toString (Perm.f 0) ^ #2 Perm.g)
structure Perm2 : sig val f : int -> int val c : real end = Perm
val _ = printInt (Perm2.f (round (Perm2.c * 10.0)))
