(* Equality on types from structures: eqtype specs (transparent and opaque), = on an eqtype parameter inside a functor body, datatypes produced by functors admitting equality (including one built over the parameter's eqtype), datatype specs, equality-polymorphic ''a functions exported from structures, and structural equality of records/lists/options of module types. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
fun b2s true = "T" | b2s false = "F"

signature KEY = sig
  eqtype t
  val show : t -> string
end

functor Assoc (K : KEY) = struct
  datatype entry = Entry of K.t * int
  type table = entry list
  fun find (k, []) = NONE
    | find (k, Entry (k', v) :: rest) = if k = k' then SOME v else find (k, rest)
  fun remove (k, t) = foldr (fn (e as Entry (k', _), acc) => if k = k' then acc else e :: acc) [] t
  fun count (e, t) = foldl (fn (e', n) => if e = e' then n + 1 else n) 0 t
  fun dedup [] = []
    | dedup (x :: xs) = x :: dedup (foldr (fn (y, acc) => if y = x then acc else y :: acc) [] xs)
end

structure IntKey = struct type t = int val show = Int.toString end
structure PairKey = struct type t = int * string fun show (n, s) = Int.toString n ^ s end

structure AI = Assoc (IntKey)
val tbl = [AI.Entry (1, 10), AI.Entry (2, 20), AI.Entry (1, 30)]
val _ = printInt (getOpt (AI.find (1, tbl), 0))
val _ = printInt (length (AI.remove (1, tbl)))
val _ = printInt (AI.count (AI.Entry (1, 10), tbl))
val _ = println (b2s (AI.Entry (2, 20) = AI.Entry (2, 20)) ^ b2s (AI.Entry (2, 20) <> AI.Entry (2, 21)))
val _ = printInt (length (AI.dedup [AI.Entry (1, 1), AI.Entry (1, 1), AI.Entry (2, 1), AI.Entry (1, 1)]))
(* a table is a list of an equality datatype, so tables compare too *)
val _ = println (b2s (AI.remove (2, tbl) = [AI.Entry (1, 10), AI.Entry (1, 30)]))

structure AP = Assoc (PairKey)
val _ = printInt (getOpt (AP.find ((2, "b"), [AP.Entry ((2, "a"), 1), AP.Entry ((2, "b"), 2)]), 0))

(* SK.t is abstract but an eqtype: = still works outside *)
signature MKSTR = sig eqtype t val mk : string -> t val show : t -> string end
structure SK :> MKSTR = struct type t = string fun mk s = s fun show s = s end
val _ = println (b2s (SK.mk "a" = SK.mk "a") ^ b2s (SK.mk "a" = SK.mk "b"))
structure AS = Assoc (SK)
val stbl = [AS.Entry (SK.mk "x", 1), AS.Entry (SK.mk "y", 2)]
val _ = printInt (getOpt (AS.find (SK.mk "y", stbl), ~1))
val _ = println (b2s ([SOME (SK.mk "q")] = [SOME (SK.mk "q")]) ^ b2s ({k = SK.mk "q", n = 1} = {k = SK.mk "q", n = 2}))

(* a datatype spec admits equality even through opaque ascription *)
signature COLOR = sig
  datatype color = Red | Green | Custom of int * int * int
  val mix : color * color -> color
end
structure Color :> COLOR = struct
  datatype color = Red | Green | Custom of int * int * int
  fun rgb Red = (255, 0, 0) | rgb Green = (0, 255, 0) | rgb (Custom c) = c
  fun mix (a, b) =
    let val (r1, g1, b1) = rgb a val (r2, g2, b2) = rgb b
    in Custom ((r1 + r2) div 2, (g1 + g2) div 2, (b1 + b2) div 2) end
end
val _ = println (b2s (Color.mix (Color.Red, Color.Green) = Color.Custom (127, 127, 0))
                 ^ b2s (Color.mix (Color.Red, Color.Red) = Color.Red)
                 ^ b2s (Color.mix (Color.Red, Color.Red) = Color.Custom (255, 0, 0)))

(* equality-polymorphic functions exported from a structure *)
structure EqUtil = struct
  fun member (x, []) = false
    | member (x, y :: ys) = x = y orelse member (x, ys)
  fun index (x, l) =
    let fun go (_, []) = ~1
          | go (i, y :: ys) = if x = y then i else go (i + 1, ys)
    in go (0, l) end
end
val _ = println (b2s (EqUtil.member (3, [1, 2, 3])) ^ b2s (EqUtil.member ("z", ["a"]))
                 ^ b2s (EqUtil.member (Color.Green, [Color.Red, Color.Green])))
val _ = printInt (EqUtil.index (AI.Entry (2, 20), tbl))
val _ = printInt (EqUtil.index ((SK.mk "y", [true]), [(SK.mk "y", [false]), (SK.mk "y", [true])]))

(* a functor over an eqtype with a sealed result that is itself an eqtype *)
functor Wrap (K : KEY) :> sig eqtype w val wrap : K.t -> w val same : w * w -> bool end = struct
  type w = K.t list
  fun wrap k = [k, k]
  fun same (a, b) = a = b
end
structure WI = Wrap (IntKey)
val _ = println (b2s (WI.wrap 3 = WI.wrap 3) ^ b2s (WI.same (WI.wrap 3, WI.wrap 4)))
