(* Type names used inside their scope, and variables of unknown type fixed to
   type names that existed where the variables were introduced: all valid
   (Definition rules 4 and 17; the neighbouring invalid programs are
   tests/errors/escape_*.sml). *)
fun say s = print (s ^ "\n")

(* A let-datatype whose values stay inside the let. *)
val a = let datatype k = K of int | L
            fun get (K n) = n | get L = 0
        in get (K 3) + get L end
val () = say ("let datatype: " ^ Int.toString a)

(* An exception carrying a let-local type, raised out of the let and caught
   by a wildcard: the let expression's own type is a fresh variable. *)
val b = (let datatype k = K of int exception E of k in raise E (K 1) end) handle _ => 7
val () = say ("exception of a local type: " ^ Int.toString b)

(* `local` exports its datatype's values: the type name stays in scope. *)
local datatype colour = Red | Green in
  val c = Green
  fun name Red = "red" | name Green = "green"
end
val () = say ("local: " ^ name c)

(* A reference of unknown element type fixed to a type declared before it. *)
datatype shape = Circle of int | Square of int
val shapes = ref []
val () = shapes := [Circle 2, Square 3]
fun area (Circle r) = 3 * r * r | area (Square s) = s * s
val () = say ("older type into a weak ref: " ^ Int.toString (foldl (op +) 0 (map area (!shapes))))

(* A functor's fresh datatype used where its application is in scope. *)
functor Box (A : sig type t val v : t end) = struct
  datatype box = B of A.t
  val cell = ref []
  val () = cell := [B A.v]
  fun unbox () = case !cell of [B x] => x | _ => A.v
end
structure IB = Box (struct type t = int val v = 40 end)
structure SB = Box (struct type t = string val v = "boxed" end)
val () = say ("functor-local refs: " ^ Int.toString (IB.unbox () + 2) ^ " " ^ SB.unbox ())

(* A polymorphic function declared before a datatype, used at it. *)
fun twice f x = f (f x)
datatype n = Z | S of n
fun toInt Z = 0 | toInt (S m) = 1 + toInt m
val () = say ("polymorphism across scopes: " ^ Int.toString (toInt (twice S (S Z))))

(* Opaque types used through their structure, after it is declared. *)
structure Counter :> sig type t val zero : t val inc : t -> t val get : t -> int end = struct
  type t = int
  val zero = 0
  fun inc x = x + 1
  fun get x = x
end
val counters = ref []
val () = counters := [Counter.inc Counter.zero]
val () = say ("opaque type into a later ref: " ^ Int.toString (Counter.get (hd (!counters))))

(* Nested lets: the inner datatype stays inside, the outer value leaves. *)
fun depth x =
  let datatype t = Leaf | Node of t
      fun build 0 = Leaf | build m = Node (build (m - 1))
      fun count Leaf = 0 | count (Node r) = 1 + count r
  in count (build x) end
val () = say ("nested: " ^ Int.toString (depth 5))

(* abstype: the abstract type is in scope after the declaration. *)
abstype stack = St of int list
with
  val empty = St []
  fun push (x, St l) = St (x :: l)
  fun top (St (x :: _)) = x | top (St []) = ~1
end
val stacks = ref []
val () = stacks := [push (9, empty)]
val () = say ("abstype: " ^ Int.toString (top (hd (!stacks))))
