(* The sized integers (Basis Library "The INTEGER signature", optional
   structures): Int8, Int16 and Int32 are ints checked to stay within their
   width; Int64, wider than int, is an IntInf checked to stay within 64
   bits. FixedInt is Int64, as in MLton. (MLton's other widths are in
   int_widths.sml.) *)

(* The operations of an int checked to stay within r = (lo, hi), r first. *)
structure BasisIntChecked =
struct
  fun check (lo, hi) n = if n < lo orelse n > hi then raise Overflow else n
  fun fromLarge r n = check r (IntInf.toInt n)
  fun add r (a, b) = check r (Int.+ (a, b))
  fun sub r (a, b) = check r (Int.- (a, b))
  fun mul r (a, b) = check r (Int.* (a, b))
  fun divide r (a, b) = check r (Int.div (a, b))
  fun quot r (a, b) = check r (Int.quot (a, b))
  fun neg r n = check r (Int.~ n)
  fun abs r n = check r (Int.abs n)
  fun scan r radix getc src =
    case Int.scan radix getc src of
      SOME (n, rest) => SOME (check r n, rest)
    | NONE => NONE
  fun fromString r s = StringCvt.scanString (scan r StringCvt.DEC) s
end

(* An int of `bits` bits (at most int's): every operation is a partial
   application of BasisIntChecked's, so one copy of the code serves every
   width (a width's structure costs a few closures, not a compiled copy:
   MLton's Int1 .. Int62 are these). *)
functor BasisIntWidth (val bits : int) =
struct
  type int = int
  val maxValue = Word.toInt (Word.- (Word.<< (0w1, Word.fromInt (bits - 1)), 0w1))
  val minValue = ~ maxValue - 1
  val range = (minValue, maxValue)
  val toLarge = IntInf.fromInt
  val fromLarge = BasisIntChecked.fromLarge range
  fun toInt (n : int) = n
  val fromInt = BasisIntChecked.check range
  val precision = SOME bits
  val minInt = SOME minValue
  val maxInt = SOME maxValue
  val op + = BasisIntChecked.add range
  val op - = BasisIntChecked.sub range
  val op * = BasisIntChecked.mul range
  val op div = BasisIntChecked.divide range
  val op mod = Int.mod
  val quot = BasisIntChecked.quot range
  val rem = Int.rem
  val compare = Int.compare
  val op < = Int.<
  val op <= = Int.<=
  val op > = Int.>
  val op >= = Int.>=
  val ~ = BasisIntChecked.neg range
  val abs = BasisIntChecked.abs range
  val min = Int.min
  val max = Int.max
  val sign = Int.sign
  val sameSign = Int.sameSign
  val fmt = Int.fmt
  val toString = Int.toString
  fun scan radix getc src = BasisIntChecked.scan range radix getc src
  val fromString = BasisIntChecked.fromString range
end

(* The Basis's sized ints (Int8, Int16, Int32): the arithmetic compiled for
   the width (the functions written out, so that they are specialized and
   inlined rather than called through closures). *)
functor BasisIntN (val bits : int) :> INTEGER =
struct
  structure Width = BasisIntWidth (val bits = bits)
  open Width
  fun fromInt n = BasisIntChecked.check range n
  fun op + (a, b) = BasisIntChecked.add range (a, b)
  fun op - (a, b) = BasisIntChecked.sub range (a, b)
  fun op * (a, b) = BasisIntChecked.mul range (a, b)
  fun op div (a, b) = BasisIntChecked.divide range (a, b)
  fun quot (a, b) = BasisIntChecked.quot range (a, b)
  fun ~ n = BasisIntChecked.neg range n
  fun abs n = BasisIntChecked.abs range n
end

structure Int32 = BasisIntN (val bits = 32)
structure Int8 = BasisIntN (val bits = 8)
structure Int16 = BasisIntN (val bits = 16)

structure Int64 :> INTEGER =
struct
  type int = IntInf.int
  val maxValue = IntInf.- (IntInf.pow (IntInf.fromInt 2, 63), IntInf.fromInt 1)
  val minValue = IntInf.- (IntInf.~ maxValue, IntInf.fromInt 1)
  fun check n = if IntInf.< (n, minValue) orelse IntInf.> (n, maxValue) then raise Overflow else n
  fun toLarge (n : int) = n
  val fromLarge = check
  val toInt = IntInf.toInt
  val fromInt = IntInf.fromInt
  val precision = SOME 64
  val minInt = SOME minValue
  val maxInt = SOME maxValue
  fun op + (a, b) = check (IntInf.+ (a, b))
  fun op - (a, b) = check (IntInf.- (a, b))
  fun op * (a, b) = check (IntInf.* (a, b))
  fun op div (a, b) = check (IntInf.div (a, b))
  val op mod = IntInf.mod
  fun quot (a, b) = check (IntInf.quot (a, b))
  val rem = IntInf.rem
  val compare = IntInf.compare
  val op < = IntInf.<
  val op <= = IntInf.<=
  val op > = IntInf.>
  val op >= = IntInf.>=
  fun ~ n = check (IntInf.~ n)
  fun abs n = check (IntInf.abs n)
  val min = IntInf.min
  val max = IntInf.max
  val sign = IntInf.sign
  val sameSign = IntInf.sameSign
  val fmt = IntInf.fmt
  val toString = IntInf.toString
  fun scan radix getc src =
    case IntInf.scan radix getc src of
      SOME (n, rest) => SOME (check n, rest)
    | NONE => NONE
  val fromString = StringCvt.scanString (scan StringCvt.DEC)
end

structure FixedInt = Int64

(* The overloaded operators work on these types too (Basis: the `int` class). *)
val () = (ld_overload ("+", Int8.+); ld_overload ("-", Int8.-); ld_overload ("*", Int8.*);
          ld_overload ("div", Int8.div); ld_overload ("mod", Int8.mod); ld_overload ("~", Int8.~);
          ld_overload ("abs", Int8.abs); ld_overload ("<", Int8.<); ld_overload ("<=", Int8.<=);
          ld_overload (">", Int8.>); ld_overload (">=", Int8.>=))
val () = (ld_overload ("+", Int16.+); ld_overload ("-", Int16.-); ld_overload ("*", Int16.*);
          ld_overload ("div", Int16.div); ld_overload ("mod", Int16.mod); ld_overload ("~", Int16.~);
          ld_overload ("abs", Int16.abs); ld_overload ("<", Int16.<); ld_overload ("<=", Int16.<=);
          ld_overload (">", Int16.>); ld_overload (">=", Int16.>=))
val () = (ld_overload ("+", Int32.+); ld_overload ("-", Int32.-); ld_overload ("*", Int32.*);
          ld_overload ("div", Int32.div); ld_overload ("mod", Int32.mod); ld_overload ("~", Int32.~);
          ld_overload ("abs", Int32.abs); ld_overload ("<", Int32.<); ld_overload ("<=", Int32.<=);
          ld_overload (">", Int32.>); ld_overload (">=", Int32.>=))
val () = (ld_overload ("+", Int64.+); ld_overload ("-", Int64.-); ld_overload ("*", Int64.*);
          ld_overload ("div", Int64.div); ld_overload ("mod", Int64.mod); ld_overload ("~", Int64.~);
          ld_overload ("abs", Int64.abs); ld_overload ("<", Int64.<); ld_overload ("<=", Int64.<=);
          ld_overload (">", Int64.>); ld_overload (">=", Int64.>=))
(* Integer constants at these types (Appendix E): 5 : Int32.int is
   Int32.fromInt 5; one the type cannot hold raises Overflow. *)
val () = ld_overload ("ld_int_literal", Int8.fromInt)
val () = ld_overload ("ld_int_literal", Int16.fromInt)
val () = ld_overload ("ld_int_literal", Int32.fromInt)
val () = ld_overload ("ld_int_literal", Int64.fromInt)
