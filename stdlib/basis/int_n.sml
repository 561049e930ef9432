(* The sized integers (Basis Library "The INTEGER signature", optional
   structures): Int8, Int16 and Int32 are ints checked to stay within their
   width; Int64, wider than int, is the primitive 64-bit int. FixedInt is
   Int64, as in MLton. (MLton's other widths are in int_widths.sml.) *)

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

(* Int64: wider than int, so the primitive 64-bit int ld_int64 (compiler/prims.py
   "64-bit ints"), on which the overloaded operators and int constants work
   as on int. The IntInf conversions go through int when the value fits,
   else through the two 32-bit halves of its bits. *)
structure Int64 :> INTEGER where type int = ld_int64 =
struct
  type int = ld_int64
  fun fromInt n = ld_int64_of_int n
  fun toInt n = ld_int64_to_int n
  val precision = SOME 64
  val maxValue = ld_int64_of_bits (ld_word64_rshift (ld_word64_notb (ld_word64_of_word 0w0), 0w1))
  val minValue = ld_int64_of_bits (ld_word64_lshift (ld_word64_of_word 0w1, 0w63))
  val minInt = SOME minValue
  val maxInt = SOME maxValue
  fun op + (a, b) = ld_int64_add (a, b)
  fun op - (a, b) = ld_int64_sub (a, b)
  fun op * (a, b) = ld_int64_mul (a, b)
  fun op div (a, b) = ld_int64_div (a, b)
  fun op mod (a, b) = ld_int64_mod (a, b)
  fun quot (a, b) = ld_int64_quot (a, b)
  fun rem (a, b) = ld_int64_rem (a, b)
  fun op < (a, b) = ld_int64_lt (a, b)
  fun op <= (a, b) = ld_int64_le (a, b)
  fun op > (a, b) = ld_int64_gt (a, b)
  fun op >= (a, b) = ld_int64_ge (a, b)
  fun compare (a, b) = if a < b then LESS else if a = b then EQUAL else GREATER
  fun ~ n = ld_int64_neg n
  fun abs n = ld_int64_abs n
  fun min (a, b) = if a <= b then a else b
  fun max (a, b) = if a >= b then a else b
  val zero = fromInt 0
  fun sign n = if n < zero then ~1 else if n = zero then 0 else 1
  fun sameSign (a, b) = sign a = sign b
  val intMin = fromInt (valOf Int.minInt)
  val intMax = fromInt (valOf Int.maxInt)
  fun small n = n >= intMin andalso n <= intMax
  val two32 = IntInf.fromInt 4294967296
  val two64 = IntInf.* (two32, two32)
  fun half (w, k) =
    Word.toLargeInt (ld_word64_to_word (ld_word64_andb (ld_word64_rshift (w, k), ld_word64_of_word 0wxFFFFFFFF)))
  fun toLarge n =
    if small n then IntInf.fromInt (toInt n)
    else
      let val w = ld_int64_bits n
          val u = IntInf.+ (IntInf.* (half (w, 0w32), two32), half (w, 0w0))
      in if n < zero then IntInf.- (u, two64) else u end
  val largeMin = toLarge minValue
  val largeMax = toLarge maxValue
  fun fromLarge i =
    if IntInf.< (i, largeMin) orelse IntInf.> (i, largeMax) then raise Overflow
    else
      let val m = IntInf.mod (i, two64)
          fun word k = ld_word64_of_word (Word.fromLargeInt k)
      in ld_int64_of_bits (ld_word64_orb (ld_word64_lshift (word (IntInf.div (m, two32)), 0w32),
                                          word (IntInf.mod (m, two32))))
      end
  fun fmt radix n = if small n then Int.fmt radix (toInt n) else IntInf.fmt radix (toLarge n)
  fun toString n = fmt StringCvt.DEC n
  fun scan radix getc src =
    case IntInf.scan radix getc src of
      SOME (n, rest) => SOME (fromLarge n, rest)
    | NONE => NONE
  val fromString = StringCvt.scanString (scan StringCvt.DEC)
end

structure FixedInt = Int64

(* The overloaded operators work on these types too (Basis: the `int` class;
   Int64's is built in). *)
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
(* Integer constants at these types (Appendix E): 5 : Int32.int is
   Int32.fromInt 5; one the type cannot hold raises Overflow. *)
val () = ld_overload ("ld_int_literal", Int8.fromInt)
val () = ld_overload ("ld_int_literal", Int16.fromInt)
val () = ld_overload ("ld_int_literal", Int32.fromInt)
