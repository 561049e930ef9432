(* Int32 and Int64 (Basis Library "The INTEGER signature", optional
   structures): Int32 is an int checked to stay within 32 bits; Int64, wider
   than int, is an IntInf checked to stay within 64 bits. FixedInt is
   Int64, as in MLton. *)

functor BasisIntN (val bits : int) :> INTEGER =
struct
  type int = int
  val maxValue = Word.toInt (Word.- (Word.<< (0w1, Word.fromInt (bits - 1)), 0w1))
  val minValue = ~ maxValue - 1
  fun check n = if n < minValue orelse n > maxValue then raise Overflow else n
  val toLarge = IntInf.fromInt
  fun fromLarge n = check (IntInf.toInt n)
  fun toInt n = n
  val fromInt = check
  val precision = SOME bits
  val minInt = SOME minValue
  val maxInt = SOME maxValue
  fun op + (a, b) = check (Int.+ (a, b))
  fun op - (a, b) = check (Int.- (a, b))
  fun op * (a, b) = check (Int.* (a, b))
  fun op div (a, b) = check (Int.div (a, b))
  val op mod = Int.mod
  fun quot (a, b) = check (Int.quot (a, b))
  val rem = Int.rem
  val compare = Int.compare
  val op < = Int.<
  val op <= = Int.<=
  val op > = Int.>
  val op >= = Int.>=
  fun ~ n = check (Int.~ n)
  fun abs n = check (Int.abs n)
  val min = Int.min
  val max = Int.max
  val sign = Int.sign
  val sameSign = Int.sameSign
  val fmt = Int.fmt
  val toString = Int.toString
  fun scan radix getc src =
    case Int.scan radix getc src of
      SOME (n, rest) => SOME (check n, rest)
    | NONE => NONE
  val fromString = StringCvt.scanString (scan StringCvt.DEC)
end

structure Int32 = BasisIntN (val bits = 32)

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
val () = (ld_overload ("ld_int_literal", Int32.fromInt); ld_overload ("ld_int_literal", Int64.fromInt))
