(* Type constraints between signatures: `where type` on a named signature (exposing an opaque functor result's element type, with a type parameter, two constraints joined by `and`, on a nested structure's type), `sharing type` in a functor parameter so values of two argument structures can be combined, `sharing type` inside a signature body, and structure `sharing` of two substructures. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
signature ORD = sig
  type t
  val less : t * t -> bool
  val show : t -> string
end

signature SET = sig
  type elem
  type set
  val empty : set
  val insert : elem * set -> set
  val member : elem * set -> bool
  val toList : set -> elem list
end

(* where type exposes the element type of an otherwise opaque result *)
functor ListSet (O : ORD) :> SET where type elem = O.t = struct
  type elem = O.t
  type set = elem list
  val empty = []
  fun insert (x, []) = [x]
    | insert (x, y :: ys) =
        if O.less (x, y) then x :: y :: ys
        else if O.less (y, x) then y :: insert (x, ys)
        else y :: ys
  fun member (x, []) = false
    | member (x, y :: ys) = (not (O.less (x, y)) andalso not (O.less (y, x))) orelse member (x, ys)
  fun toList s = s
end

structure IntOrd = struct type t = int val less = op < val show = Int.toString end
structure IS = ListSet (IntOrd)
val s = foldl IS.insert IS.empty [5, 1, 4, 1, 3]
val _ = println (concat (map (fn x => Int.toString x ^ " ") (IS.toList s)))
val _ = println (if IS.member (4, s) andalso not (IS.member (2, s)) then "ok" else "wrong")

(* where type with a type parameter, and two constraints with and *)
signature CONTAINER = sig
  type 'a cont
  type key
  val single : key * 'a -> 'a cont
  val get : 'a cont -> 'a
  val keyOf : 'a cont -> key
end
structure Cell :> CONTAINER where type 'a cont = string * 'a and type key = string = struct
  type 'a cont = string * 'a
  type key = string
  fun single (k, x) = (k, x)
  fun get (_, x) = x
  fun keyOf (k, _) = k
end
val c = Cell.single ("k", 42)
val _ = printInt (Cell.get c + #2 c)   (* the representation is visible *)
val _ = println (Cell.keyOf ("direct", true) ^ " " ^ #1 c)

(* where type on a type inside a substructure *)
signature HAS_ORD = sig structure O : ORD val least : O.t list -> O.t end
structure Least : HAS_ORD where type O.t = int = struct
  structure O = IntOrd
  fun least (x :: xs) = foldl (fn (a, b) => if O.less (a, b) then a else b) x xs
    | least [] = 0
end
val _ = printInt (Least.least [7, 3, 9] * 10)

(* sharing type in a functor parameter: A.t and B.t are the same type *)
functor Merge (structure A : ORD structure B : ORD sharing type A.t = B.t) = struct
  fun merge ([], ys) = ys
    | merge (xs, []) = xs
    | merge (x :: xs, y :: ys) =
        if A.less (x, y) then x :: merge (xs, y :: ys) else y :: merge (x :: xs, ys)
  fun showAll l = concat (map (fn x => B.show x ^ ";") l)
end
structure M = Merge (structure A = IntOrd
                     structure B = struct type t = int val less = op > fun show n = "<" ^ Int.toString n ^ ">" end)
val _ = println (M.showAll (M.merge ([1, 4, 6], [2, 3, 7])))

(* sharing type inside a signature body, for an abstract structure *)
signature CONV = sig
  type a
  type b
  structure S : ORD
  sharing type a = b = S.t
  val conv : a -> b
  val x : a
end
structure Conv :> CONV = struct
  type a = string
  type b = string
  structure S = struct type t = string fun less (x : string, y) = x < y fun show s = s end
  fun conv s = s ^ "!"
  val x = "hey"
end
(* a, b and S.t are abstract but equal, so conv can be chained and its result shown *)
val _ = println (Conv.S.show (Conv.conv (Conv.conv (Conv.conv (Conv.conv (Conv.conv Conv.x))))))
val _ = println (if Conv.S.less (Conv.x, Conv.conv Conv.x) then "less" else "not less")

(* structure sharing: the two substructures must agree on all their types *)
signature SYMTAB = sig
  structure Key : ORD
  type 'a table
  val empty : 'a table
  val add : Key.t * 'a * 'a table -> 'a table
  val find : Key.t * 'a table -> 'a option
end
functor Compiler (structure Syms : SYMTAB
                  structure Names : ORD
                  sharing Syms.Key = Names) = struct
  fun declare (names, tab) = foldl (fn (n, t) => Syms.add (n, Names.show n, t)) tab names
  fun report (n, tab) = Names.show n ^ ": " ^ getOpt (Syms.find (n, tab), "undeclared")
end
structure StrOrd = struct type t = string fun less (a : string, b) = a < b fun show s = s end
structure AssocTab = struct
  structure Key = StrOrd
  type 'a table = (string * 'a) list
  val empty = []
  fun add (k, v, t) = (k, v) :: t
  fun find (k, []) = NONE
    | find (k, (k', v) :: t) = if k = k' then SOME v else find (k, t)
end
structure Comp = Compiler (structure Syms = AssocTab structure Names = StrOrd)
val tab = Comp.declare (["x", "y"], AssocTab.empty)
val _ = println (Comp.report ("y", tab))
val _ = println (Comp.report ("z", tab))
