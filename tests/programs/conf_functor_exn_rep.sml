(* Exceptions whose argument type a specification leaves abstract: packets built outside are taken apart in a functor body or behind opaque ascription, and the other way round. *)
fun println s = print (s ^ "\n")
signature S = sig type elem exception E of elem val raiseIt : unit -> unit val show : elem -> string val x : elem end
functor F (X : S) = struct
  fun catch () = (X.raiseIt (); "none") handle X.E v => X.show v
  fun throw () = raise X.E X.x
end
structure R = struct type elem = real exception E of elem fun raiseIt () = raise E 2.5
  fun show r = Int.toString (floor (r * 10.0)) val x = 1.5 end
structure A = F (R)
val _ = println (A.catch ())
val _ = println ((A.throw (); "no") handle R.E r => R.show r)
structure P = struct type elem = int * int exception E of elem fun raiseIt () = raise E (1, 2)
  fun show (a, b) = Int.toString (a * 10 + b) val x = (3, 4) end
structure B = F (P)
val _ = println (B.catch ())
val _ = println ((B.throw (); "no") handle P.E r => P.show r)
structure Q = struct type elem = real -> real exception E of elem fun raiseIt () = raise E (fn r => r * 2.0)
  fun show f = Int.toString (floor (f 1.25)) val x = fn r => r + 1.0 end
structure C = F (Q)
val _ = println (C.catch ())
val _ = println ((C.throw (); "no") handle Q.E f => Q.show f)
(* Behind opaque ascription, outside any functor. *)
structure O :> S = Q
val _ = println ((O.raiseIt (); "no") handle O.E f => O.show f)
val _ = println ((raise O.E O.x) handle Q.E f => Q.show f)
structure T :> sig type t exception Pair of t * real val mk : int -> t val get : t -> int end = struct
  type t = int * real exception Pair of t * real fun mk n = (n, real n) fun get (n, _) = n end
val _ = println ((raise T.Pair (T.mk 7, 0.5)) handle T.Pair (t, r) => Int.toString (T.get t + floor (r * 2.0)))
