fun println s = print (s ^ "\n")
(* Functor arguments whose datatypes differ in representation from the
   specification: `elem` is abstract in the signature, so the functor body
   sees `B of elem` as holding a standard boxed value, while each argument's
   own declaration lays it out by the concrete type (unboxed real, flat cell
   for a tuple or record, a closure taking a real...). The body builds,
   matches and returns such values; code outside matches the body's values and
   the body matches values built outside. *)
signature ELEM = sig
  type elem
  datatype d = A | B of elem
  datatype one = One of elem
  datatype pair = P of elem * int | Q
  datatype 'a poly = Poly of 'a * elem | None'
  val x : elem
  val show : elem -> string
end

functor Use (E : ELEM) = struct
  fun showD E.A = "A" | showD (E.B e) = "B " ^ E.show e
  fun showOne (E.One e) = "One " ^ E.show e
  fun showPair (E.P (e, n)) = "P (" ^ E.show e ^ ", " ^ Int.toString n ^ ")" | showPair E.Q = "Q"
  fun showPoly f (E.Poly (a, e)) = "Poly (" ^ f a ^ ", " ^ E.show e ^ ")" | showPoly _ E.None' = "None'"
  fun make () = (E.B E.x, E.One E.x, E.P (E.x, 7), E.Poly ("s", E.x))
  (* constructors as first-class functions *)
  val bs = map E.B [E.x, E.x]
  fun report () =
    let val (d, one, pair, poly) = make ()
    in println (showD d); println (showOne one); println (showPair pair);
       println (showPoly (fn s => s) poly);
       println (Int.toString (length bs))
    end
end

fun check name (ok : bool) = println (name ^ (if ok then ": ok" else ": WRONG"))

structure IntE = struct
  type elem = int
  datatype d = A | B of elem  datatype one = One of elem  datatype pair = P of elem * int | Q
  datatype 'a poly = Poly of 'a * elem | None'
  val x = 42  val show = Int.toString
end
structure RealE = struct
  type elem = real
  datatype d = A | B of elem  datatype one = One of elem  datatype pair = P of elem * int | Q
  datatype 'a poly = Poly of 'a * elem | None'
  val x = 2.5  fun show r = Int.toString (floor (r * 10.0)) ^ "/10"
end
structure StrE = struct
  type elem = string
  datatype d = A | B of elem  datatype one = One of elem  datatype pair = P of elem * int | Q
  datatype 'a poly = Poly of 'a * elem | None'
  val x = "str"  fun show s = "\"" ^ s ^ "\""
end
structure TupE = struct
  type elem = int * real
  datatype d = A | B of elem  datatype one = One of elem  datatype pair = P of elem * int | Q
  datatype 'a poly = Poly of 'a * elem | None'
  val x = (3, 0.5)  fun show (i, r) = "(" ^ Int.toString i ^ ", " ^ Int.toString (floor (r * 10.0)) ^ "/10)"
end
structure RealsE = struct
  type elem = real * real
  datatype d = A | B of elem  datatype one = One of elem  datatype pair = P of elem * int | Q
  datatype 'a poly = Poly of 'a * elem | None'
  val x = (1.5, 2.5)  fun show (a, b) = Int.toString (floor (a + b))
end
structure RecE = struct
  type elem = {name : string, weight : real, n : int}
  datatype d = A | B of elem  datatype one = One of elem  datatype pair = P of elem * int | Q
  datatype 'a poly = Poly of 'a * elem | None'
  val x = {name = "rec", weight = 1.25, n = 9}
  fun show {name, weight, n} = name ^ "/" ^ Int.toString (floor (weight * 4.0)) ^ "/" ^ Int.toString n
end
structure FunE = struct
  type elem = real -> real
  datatype d = A | B of elem  datatype one = One of elem  datatype pair = P of elem * int | Q
  datatype 'a poly = Poly of 'a * elem | None'
  val x = fn r => r * 2.0  fun show f = "f 3.0 = " ^ Int.toString (floor (f 3.0))
end
structure OptE = struct
  type elem = int option
  datatype d = A | B of elem  datatype one = One of elem  datatype pair = P of elem * int | Q
  datatype 'a poly = Poly of 'a * elem | None'
  val x = SOME 5  fun show NONE = "NONE" | show (SOME n) = "SOME " ^ Int.toString n
end
structure BoolE = struct
  type elem = bool
  datatype d = A | B of elem  datatype one = One of elem  datatype pair = P of elem * int | Q
  datatype 'a poly = Poly of 'a * elem | None'
  val x = true  fun show b = if b then "true" else "false"
end
structure UnitE = struct
  type elem = unit
  datatype d = A | B of elem  datatype one = One of elem  datatype pair = P of elem * int | Q
  datatype 'a poly = Poly of 'a * elem | None'
  val x = ()  fun show () = "()"
end

structure UI = Use (IntE)   val _ = UI.report ()
structure UR = Use (RealE)  val _ = UR.report ()
structure US = Use (StrE)   val _ = US.report ()
structure UT = Use (TupE)   val _ = UT.report ()
structure URs = Use (RealsE) val _ = URs.report ()
structure UC = Use (RecE)   val _ = UC.report ()
structure UF = Use (FunE)   val _ = UF.report ()
structure UO = Use (OptE)   val _ = UO.report ()
structure UB = Use (BoolE)  val _ = UB.report ()
structure UU = Use (UnitE)  val _ = UU.report ()

(* Values cross the boundary both ways. *)
val _ = println (UR.showD (RealE.B 0.75))
val _ = println (UT.showPair (TupE.P ((8, 0.25), 1)))
val _ = println (UC.showOne (RecE.One {name = "out", weight = 0.5, n = 1}))
val _ = println (UF.showPoly Int.toString (FunE.Poly (6, fn r => r + 1.0)))
val _ = case UR.make () of (RealE.B r, RealE.One r', RealE.P (r'', k), RealE.Poly (s, r3)) =>
          check "real values from the body" (floor (r + r' + r'' + r3) = 10 andalso k = 7 andalso s = "s")
        | _ => check "real values from the body" false
val _ = case UT.make () of (TupE.B (i, r), TupE.One (j, _), TupE.P ((k, _), n), _) =>
          check "tuple values from the body" (i + j + k + n = 16 andalso floor (r * 2.0) = 1)
        | _ => check "tuple values from the body" false
val _ = case UF.make () of (FunE.B f, FunE.One g, _, _) => check "closures from the body" (floor (f (g 1.0)) = 4)
        | _ => check "closures from the body" false
(* Polymorphic equality sees one representation. *)
structure PairE = struct
  type elem = int * int
  datatype d = A | B of elem  datatype one = One of elem  datatype pair = P of elem * int | Q
  datatype 'a poly = Poly of 'a * elem | None'
  val x = (4, 5)  fun show (a, b) = Int.toString a ^ "," ^ Int.toString b
end
structure UP = Use (PairE)
val _ = check "equality on flat cells" (#1 (UP.make ()) = PairE.B (4, 5) andalso #3 (UP.make ()) = PairE.P ((4, 5), 7))
val _ = check "equality on records" (#2 (UP.make ()) <> PairE.One (5, 4))

(* The derived form of functor parameter (a specification), with a flat cell of reals. *)
functor SpecForm (type elem  datatype d = B of elem * elem | C  val show : elem -> string) = struct
  fun swap (B (a, b)) = B (b, a) | swap C = C
  fun pr (B (a, b)) = show a ^ "," ^ show b | pr C = "C"
end
structure DD = struct datatype d = B of real * real | C end
structure SR = SpecForm (type elem = real  datatype d = datatype DD.d  fun show r = Int.toString (floor r))
val _ = println (SR.pr (SR.swap (DD.B (1.5, 2.5))))
val _ = case SR.swap (DD.B (3.0, 4.0)) of DD.B (x, y) => println (Int.toString (floor (x * 10.0 + y))) | DD.C => ()
