(* IEEE_REAL, MATH, REAL (Basis Library "The IEEEReal structure", "The MATH
   signature", "The REAL signature"): IEEE 754 doubles, the C math library
   through ld_real_math1/ld_real_math2 (codes in runtime/basis.c), printf
   formatting through ld_real_format, strtod through ld_real_from_string.
   Only the rounding mode TO_NEAREST is supported. LargeReal is Real. *)

signature IEEE_REAL =
sig
  exception Unordered
  datatype real_order = LESS | EQUAL | GREATER | UNORDERED
  datatype float_class = NAN | INF | ZERO | NORMAL | SUBNORMAL
  datatype rounding_mode = TO_NEAREST | TO_NEGINF | TO_POSINF | TO_ZERO
  val setRoundingMode : rounding_mode -> unit
  val getRoundingMode : unit -> rounding_mode
  type decimal_approx = {class : float_class, sign : bool, digits : int list, exp : int}
  val toString : decimal_approx -> string
  val scan : (char, 'a) StringCvt.reader -> (decimal_approx, 'a) StringCvt.reader
  val fromString : string -> decimal_approx option
end

structure IEEEReal : IEEE_REAL =
struct
  exception Unordered
  datatype real_order = LESS | EQUAL | GREATER | UNORDERED
  datatype float_class = NAN | INF | ZERO | NORMAL | SUBNORMAL
  datatype rounding_mode = TO_NEAREST | TO_NEGINF | TO_POSINF | TO_ZERO
  (* the floating-point unit's rounding, for real arithmetic and conversions
     that round by the mode (Real.fromString, Real.round does not) *)
  fun setRoundingMode m =
    ld_set_rounding_mode (case m of TO_NEAREST => 0 | TO_NEGINF => 1 | TO_POSINF => 2 | TO_ZERO => 3)
  fun getRoundingMode () =
    case ld_get_rounding_mode () of 1 => TO_NEGINF | 2 => TO_POSINF | 3 => TO_ZERO | _ => TO_NEAREST
  type decimal_approx = {class : float_class, sign : bool, digits : int list, exp : int}
  fun toString {class, sign, digits, exp} =
    let val s = if sign then "~" else ""
    in
      case class of
        NAN => "nan"
      | INF => s ^ "inf"
      | ZERO => s ^ "0.0"
      | _ =>
          if null digits then s ^ "0.0"
          else s ^ "0." ^ concat (map Int.toString digits)
               ^ (if exp = 0 then "" else "E" ^ Int.toString exp)
    end

  (* [+~-]? (inf | infinity | nan | (digits [. digits] | . digits) [(e|E) [+~-]? digits]),
     case ignored in the words: the digits without leading and trailing
     zeros, so the value is 0.d1d2... * 10^exp; an exponent (or the
     adjusted one) beyond the int range raises Overflow *)
  fun scan getc src =
    let
      val (neg, src) = BasisNumScan.scanSign (getc, StringCvt.skipWS getc src)
      fun word (w, s) =
        let fun loop ([], s) = SOME s
              | loop (c :: cs, s) =
                  (case getc s of
                     SOME (c', s') => if Char.toLower c' = c then loop (cs, s') else NONE
                   | NONE => NONE)
        in loop (explode w, s) end
      fun special (class, s) = SOME ({class = class, sign = neg, digits = [], exp = 0}, s)
      fun digits s = StringCvt.splitl Char.isDigit getc s
      fun number () =
        let
          val (whole, s1) = digits src
          val (frac, s2) =
            case getc s1 of
              SOME (#".", s) =>
                (case getc s of
                   SOME (c, _) => if Char.isDigit c then digits s else ("", s1)
                 | NONE => ("", s1))
            | _ => ("", s1)
          val (e, s3) =
            case getc s2 of
              SOME (c, s) =>
                if c = #"e" orelse c = #"E" then
                  let val (eneg, s') = BasisNumScan.scanSign (getc, s)
                      val (ds, s'') = digits s'
                  in if ds = "" then (0, s2)
                     else let val n = valOf (Int.fromString ds) in (if eneg then ~ n else n, s'') end
                  end
                else (0, s2)
            | NONE => (0, s2)
          val ds = map (fn c => ord c - 48) (explode (whole ^ frac))
          fun dropZeros (0 :: l, k) = dropZeros (l, k + 1)
            | dropZeros (l, k) = (l, k)
          val (lead, leading) = dropZeros (ds, 0)
          val (trail, _) = dropZeros (rev lead, 0)
        in
          if whole = "" andalso frac = "" then NONE
          else if null trail then SOME ({class = ZERO, sign = neg, digits = [], exp = 0}, s3)
          else SOME ({class = NORMAL, sign = neg, digits = rev trail, exp = size whole - leading + e}, s3)
        end
    in
      case word ("infinity", src) of
        SOME s => special (INF, s)
      | NONE =>
          case word ("inf", src) of
            SOME s => special (INF, s)
          | NONE =>
              case word ("nan", src) of
                SOME s => special (NAN, s)
              | NONE => number ()
    end

  val fromString = StringCvt.scanString scan
end

signature MATH =
sig
  type real
  val pi : real
  val e : real
  val sqrt : real -> real
  val sin : real -> real
  val cos : real -> real
  val tan : real -> real
  val asin : real -> real
  val acos : real -> real
  val atan : real -> real
  val atan2 : real * real -> real
  val exp : real -> real
  val pow : real * real -> real
  val ln : real -> real
  val log10 : real -> real
  val sinh : real -> real
  val cosh : real -> real
  val tanh : real -> real
end

structure Math : MATH =
struct
  type real = real
  val pi = 3.141592653589793
  val e = 2.718281828459045
  fun sqrt x = ld_real_math1 (0, x)
  fun sin x = ld_real_math1 (1, x)
  fun cos x = ld_real_math1 (2, x)
  fun tan x = ld_real_math1 (3, x)
  fun asin x = ld_real_math1 (4, x)
  fun acos x = ld_real_math1 (5, x)
  fun atan x = ld_real_math1 (6, x)
  fun exp x = ld_real_math1 (7, x)
  fun ln x = ld_real_math1 (8, x)
  fun log10 x = ld_real_math1 (9, x)
  fun sinh x = ld_real_math1 (10, x)
  fun cosh x = ld_real_math1 (11, x)
  fun tanh x = ld_real_math1 (12, x)
  fun atan2 (y, x) = ld_real_math2 (0, y, x)
  fun pow (x, y) = ld_real_math2 (1, x, y)
end

(* Placeholder so that REAL can name LargeReal.real; the real one follows. *)
structure LargeReal = struct type real = real end

signature REAL =
sig
  type real
  structure Math : MATH
  val radix : int
  val precision : int
  val maxFinite : real
  val minPos : real
  val minNormalPos : real
  val posInf : real
  val negInf : real
  val + : real * real -> real
  val - : real * real -> real
  val * : real * real -> real
  val / : real * real -> real
  val rem : real * real -> real
  val *+ : real * real * real -> real
  val *- : real * real * real -> real
  val ~ : real -> real
  val abs : real -> real
  val min : real * real -> real
  val max : real * real -> real
  val sign : real -> int
  val signBit : real -> bool
  val sameSign : real * real -> bool
  val copySign : real * real -> real
  val compare : real * real -> order
  val compareReal : real * real -> IEEEReal.real_order
  val < : real * real -> bool
  val <= : real * real -> bool
  val > : real * real -> bool
  val >= : real * real -> bool
  val == : real * real -> bool
  val != : real * real -> bool
  val ?= : real * real -> bool
  val unordered : real * real -> bool
  val isFinite : real -> bool
  val isNan : real -> bool
  val isNormal : real -> bool
  val class : real -> IEEEReal.float_class
  val toManExp : real -> {man : real, exp : int}
  val fromManExp : {man : real, exp : int} -> real
  val split : real -> {whole : real, frac : real}
  val realMod : real -> real
  val nextAfter : real * real -> real
  val checkFloat : real -> real
  val realFloor : real -> real
  val realCeil : real -> real
  val realTrunc : real -> real
  val realRound : real -> real
  val floor : real -> int
  val ceil : real -> int
  val trunc : real -> int
  val round : real -> int
  val toInt : IEEEReal.rounding_mode -> real -> int
  val toLargeInt : IEEEReal.rounding_mode -> real -> LargeInt.int
  val fromInt : int -> real
  val fromLargeInt : LargeInt.int -> real
  val toLarge : real -> LargeReal.real
  val fromLarge : IEEEReal.rounding_mode -> LargeReal.real -> real
  val fmt : StringCvt.realfmt -> real -> string
  val toString : real -> string
  val scan : (char, 'a) StringCvt.reader -> (real, 'a) StringCvt.reader
  val fromString : string -> real option
  val toDecimal : real -> IEEEReal.decimal_approx
  val fromDecimal : IEEEReal.decimal_approx -> real option
end

structure Real : REAL =
struct
  type real = real
  structure Math = Math
  val radix = 2
  val precision = 53
  val maxFinite = 1.7976931348623157E308
  val minPos = 4.9406564584124654E~324
  val minNormalPos = 2.2250738585072014E~308
  val posInf = 1.0 / 0.0
  val negInf = ~1.0 / 0.0
  (* with the sign bit clear (0.0 / 0.0 has it set on x86-64) *)
  val nan = ld_real_math2 (3, 0.0 / 0.0, 1.0)

  val op == = ld_real_eq
  fun != (x, y) = not (ld_real_eq (x, y))
  fun isNan x = not (ld_real_eq (x, x))
  fun unordered (x, y) = isNan x orelse isNan y
  fun ?= (x, y) = unordered (x, y) orelse ld_real_eq (x, y)
  fun isFinite x = ld_real_eq (x - x, 0.0)
  fun isNormal x = isFinite x andalso abs x >= minNormalPos

  fun rem (x, y) = ld_real_math2 (2, x, y)
  fun *+ (a, b, c : real) = a * b + c
  fun *- (a, b, c : real) = a * b - c
  fun min (x, y) = if isNan x then y else if isNan y then x else if x < y then x else y
  fun max (x, y) = if isNan x then y else if isNan y then x else if x > y then x else y
  fun sign x = if isNan x then raise Domain else if x < 0.0 then ~1 else if x > 0.0 then 1 else 0
  fun copySign (x, y) = ld_real_math2 (3, x, y)
  fun signBit x = ld_real_math2 (3, 1.0, x) < 0.0
  fun sameSign (x, y) = signBit x = signBit y

  fun compareReal (x, y) =
    if unordered (x, y) then IEEEReal.UNORDERED
    else if x < y then IEEEReal.LESS
    else if x > y then IEEEReal.GREATER
    else IEEEReal.EQUAL
  fun compare (x, y) =
    case compareReal (x, y) of
      IEEEReal.LESS => LESS
    | IEEEReal.GREATER => GREATER
    | IEEEReal.EQUAL => EQUAL
    | IEEEReal.UNORDERED => raise IEEEReal.Unordered

  fun class x =
    if isNan x then IEEEReal.NAN
    else if not (isFinite x) then IEEEReal.INF
    else if ld_real_eq (x, 0.0) then IEEEReal.ZERO
    else if abs x >= minNormalPos then IEEEReal.NORMAL
    else IEEEReal.SUBNORMAL

  fun fromManExp {man, exp} = ld_real_math2 (5, man, real exp)

  fun toManExp x =
    if isNan x orelse not (isFinite x) orelse ld_real_eq (x, 0.0) then {man = x, exp = 0}
    else let val e = trunc (ld_real_math1 (17, x))
         in {man = ld_real_math2 (5, x, real (~ e)), exp = e} end

  fun realFloor x = ld_real_math1 (13, x)
  fun realCeil x = ld_real_math1 (14, x)
  fun realTrunc x = ld_real_math1 (15, x)
  fun realRound x = ld_real_math1 (16, x)
  fun split x =
    let val w = realTrunc x
    (* whole and frac have the sign of x, a zero frac too (~1.0: ~0.0) *)
    in {whole = w, frac = if isFinite x then copySign (x - w, x) else if isNan x then x else copySign (0.0, x)} end
  fun realMod x = #frac (split x)
  fun nextAfter (x, y) = ld_real_math2 (4, x, y)
  fun checkFloat x = if isNan x then raise Div else if isFinite x then x else raise Overflow

  val floor = floor
  val ceil = ceil
  val trunc = trunc
  val round = round
  fun toInt IEEEReal.TO_NEAREST x = round x
    | toInt IEEEReal.TO_NEGINF x = floor x
    | toInt IEEEReal.TO_POSINF x = ceil x
    | toInt IEEEReal.TO_ZERO x = trunc x
  (* A double of magnitude 2^62 or more is an integer: its 53-bit integer
     mantissa, shifted. *)
  fun toLargeInt mode x =
    if isNan x then raise Domain
    else if not (isFinite x) then raise Overflow
    else if abs x < 4611686018427387904.0 then IntInf.fromInt (toInt mode x)
    else
      let val {man, exp} = toManExp x
      in IntInf.<< (IntInf.fromInt (trunc (fromManExp {man = man, exp = 53})), Word.fromInt (exp - 53)) end
  val fromInt = real
  (* Beyond int: the top 62 bits of |i|, the lowest one set if any bit below
     them is (so that rounding them to 53 bits rounds |i| correctly), scaled. *)
  fun fromLargeInt i =
    real (IntInf.toInt i)
    handle Overflow =>
      let val a = IntInf.abs i
          val shift = IntInf.log2 a - 61
          val top = IntInf.~>> (a, Word.fromInt shift)
          val t = IntInf.toInt top
          val t = if t mod 2 = 0 andalso IntInf.<< (top, Word.fromInt shift) <> a then t + 1 else t
          val r = fromManExp {man = real t, exp = shift}
      in if IntInf.sign i < 0 then ~ r else r end
  fun toLarge (x : real) = x
  fun fromLarge (_ : IEEEReal.rounding_mode) (x : real) = x

  (* Real.fmt's text, in ML notation, is made by the runtime in one call
     (runtime/basis.c ld_real_format: ~ for -, E for e, SCI exponents without
     leading zeros, GEN results with a . or an E, nan/inf/~inf) *)
  fun cfmt (x, mode, prec) = ld_real_format (x, ord mode, prec)

  (* the shortest digits that read back as x (finite, nonzero): ([d1, ...], exp)
     with x = 0.d1d2... * 10^exp *)
  fun shortestDigits x =
    let val s = ld_real_format (abs x, ord #"r", 0)
        val (mant, e) =
          case String.fields (fn c => c = #"e") s of
            [m, e] => (m, e)
          | _ => (s, "0")
        val ds = List.filter Char.isDigit (explode mant)
        fun dropLeadingZeros (#"0" :: l) = dropLeadingZeros l
          | dropLeadingZeros l = l
        fun dropZeros l = rev (dropLeadingZeros (rev l))
        val ex = case Int.fromString (String.translate (fn #"-" => "~" | #"+" => "" | c => str c) e) of
                   SOME n => n
                 | NONE => 0
    in (map (fn c => ord c - 48) (dropZeros ds), ex + 1) end

  fun toDecimal x =
    let val c = class x
        val sgn = signBit x
    in
      case c of
        IEEEReal.NAN => {class = c, sign = sgn, digits = [], exp = 0}
      | IEEEReal.INF => {class = c, sign = sgn, digits = [], exp = 0}
      | IEEEReal.ZERO => {class = c, sign = sgn, digits = [], exp = 0}
      | _ => let val (ds, e) = shortestDigits x in {class = c, sign = sgn, digits = ds, exp = e} end
    end

  fun fmt spec x =
    case spec of
      StringCvt.SCI NONE => cfmt (x, #"e", 6)
    | StringCvt.SCI (SOME n) => if n < 0 then raise Size else cfmt (x, #"e", n)
    | StringCvt.FIX NONE => cfmt (x, #"f", 6)
    | StringCvt.FIX (SOME n) => if n < 0 then raise Size else cfmt (x, #"f", n)
    | StringCvt.GEN NONE => cfmt (x, #"g", 12)
    | StringCvt.GEN (SOME n) => if n < 1 then raise Size else cfmt (x, #"g", n)
    | StringCvt.EXACT =>
        if isFinite x then IEEEReal.toString (toDecimal x) else cfmt (x, #"g", 1)

  fun toString x = fmt (StringCvt.GEN NONE) x

  (* The number scan and fromString read, from its digits: whole and frac
     (one may be empty), the exponent's sign and digits (maybe none), by the
     C library's strtod on the normalized text. An exponent beyond the int
     range raises Overflow, as in SML/NJ and Poly/ML (scan reads it as an
     int). *)
  fun fromDigits (whole, frac, eneg, exp) =
    if exp <> "" andalso not (isSome (Int.fromString exp)) then raise Overflow else
    ld_real_from_string ((if whole = "" then "0" else whole) ^ "." ^ (if frac = "" then "0" else frac)
                         ^ (if exp = "" then "" else (if eneg then "e-" else "e") ^ exp))

  (* [+~-]? (inf | infinity | nan | digits [. digits] [(e|E) [+~-]? digits]) *)
  fun scan getc src =
    let
      val (neg, src) = BasisNumScan.scanSign (getc, StringCvt.skipWS getc src)
      fun word (w, src) =
        let fun loop ([], s) = SOME s
              | loop (c :: cs, s) =
                  (case getc s of
                     SOME (c', s') => if Char.toLower c' = c then loop (cs, s') else NONE
                   | NONE => NONE)
        in loop (explode w, src) end
      fun digits src = StringCvt.splitl Char.isDigit getc src
      fun signed r = if neg then ~ r else r
      fun number () =
        let
          val (whole, src1) = digits src
          val (frac, src2) =
            case getc src1 of
              SOME (#".", s) =>
                (case getc s of
                   SOME (c, _) => if Char.isDigit c then digits s else ("", src1)
                 | NONE => ("", src1))
            | _ => ("", src1)
          val (eneg, exp, src3) =
            case getc src2 of
              SOME (e, s) =>
                if e = #"e" orelse e = #"E" then
                  let val (eneg, s') = BasisNumScan.scanSign (getc, s)
                      val (ds, s3) = digits s'
                  in if ds = "" then (false, "", src2) else (eneg, ds, s3) end
                else (false, "", src2)
            | NONE => (false, "", src2)
        in
          if whole = "" andalso frac = "" then NONE
          else SOME (signed (fromDigits (whole, frac, eneg, exp)), src3)
        end
    in
      case word ("infinity", src) of
        SOME s => SOME (signed posInf, s)
      | NONE =>
          case word ("inf", src) of
            SOME s => SOME (signed posInf, s)
          | NONE =>
              case word ("nan", src) of
                SOME s => SOME (signed nan, s)
              | NONE => number ()
    end

  (* scanString scan, reading the string by index (no reader, no lists) *)
  fun fromString s =
    let val (neg, i) =
          BasisNumScan.scanSign (BasisNumScan.stringReader s, BasisNumScan.whileFrom (Char.isSpace, s, 0))
        val n = size s
        fun signed r = if neg then ~ r else r
        fun digitsFrom j = BasisNumScan.whileFrom (Char.isDigit, s, j)
        fun part (a, b) = String.substring (s, a, b - a)
        (* s at i starts with w (lower case), ignoring case; "infinity" is
           read as "inf" followed by a rest that fromString ignores *)
        fun startsWith w =
          let fun go m = m >= size w orelse (Char.toLower (String.sub (s, i + m)) = String.sub (w, m) andalso go (m + 1))
          in i + size w <= n andalso go 0 end
    in
      if startsWith "inf" then SOME (signed posInf)
      else if startsWith "nan" then SOME (signed nan)
      else
        let val wholeEnd = digitsFrom i
            val (fracStart, fracEnd) =
              if wholeEnd + 1 < n andalso String.sub (s, wholeEnd) = #"."
                 andalso Char.isDigit (String.sub (s, wholeEnd + 1))
              then (wholeEnd + 1, digitsFrom (wholeEnd + 1))
              else (wholeEnd, wholeEnd)
            val (eneg, exp) =
              if fracEnd < n andalso (String.sub (s, fracEnd) = #"e" orelse String.sub (s, fracEnd) = #"E") then
                let val (eneg, e0) = BasisNumScan.scanSign (BasisNumScan.stringReader s, fracEnd + 1)
                in (eneg, part (e0, digitsFrom e0)) end
              else (false, "")
        in
          if wholeEnd = i andalso fracEnd = fracStart then NONE
          else SOME (signed (fromDigits (part (i, wholeEnd), part (fracStart, fracEnd), eneg, exp)))
        end
    end

  fun fromDecimal {class, sign, digits, exp} =
    let fun signed r = if sign then ~ r else r
    in
      case class of
        IEEEReal.NAN => SOME (signed nan)
      | IEEEReal.INF => SOME (signed posInf)
      | IEEEReal.ZERO => SOME (signed 0.0)
      | _ =>
          if List.exists (fn d => d < 0 orelse d > 9) digits then NONE
          else SOME (signed (ld_real_from_string
                               ("0." ^ concat (map Int.toString digits) ^ "0e" ^
                                String.translate (fn #"~" => "-" | c => str c) (Int.toString exp))))
    end

  (* last: the structure's own operators are at real only *)
  val op + = fn (a : real, b) => a + b
  val op - = fn (a : real, b) => a - b
  val op * = fn (a : real, b) => a * b
  val op / = op /
  val op < = fn (a : real, b) => a < b
  val op <= = fn (a : real, b) => a <= b
  val op > = fn (a : real, b) => a > b
  val op >= = fn (a : real, b) => a >= b
  val ~ = fn (a : real) => ~ a
  val abs = fn (a : real) => abs a
end

structure LargeReal = Real
