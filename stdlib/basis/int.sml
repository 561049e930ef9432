(* INTEGER (Basis Library "The INTEGER signature") and Int: 63-bit two's
   complement integers (compiler/prims.py INT_MIN, INT_MAX). LargeInt is
   IntInf (int_inf_core.sml, int_inf.sml); Position is Int. *)

(* Placeholder so that INTEGER can name LargeInt.int, which is IntInf.int
   (int_inf_core.sml, where the placeholder Int is too); int_inf.sml
   declares the real LargeInt. *)
structure LargeInt = IntInf

signature INTEGER =
sig
  eqtype int
  val toLarge : int -> LargeInt.int
  val fromLarge : LargeInt.int -> int
  val toInt : int -> Int.int
  val fromInt : Int.int -> int
  val precision : Int.int option
  val minInt : int option
  val maxInt : int option
  val + : int * int -> int
  val - : int * int -> int
  val * : int * int -> int
  val div : int * int -> int
  val mod : int * int -> int
  val quot : int * int -> int
  val rem : int * int -> int
  val compare : int * int -> order
  val < : int * int -> bool
  val <= : int * int -> bool
  val > : int * int -> bool
  val >= : int * int -> bool
  val ~ : int -> int
  val abs : int -> int
  val min : int * int -> int
  val max : int * int -> int
  val sign : int -> Int.int
  val sameSign : int * int -> bool
  val fmt : StringCvt.radix -> int -> string
  val toString : int -> string
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (int, 'a) StringCvt.reader
  val fromString : string -> int option
end

(* Digits and radixes, shared by Int and Word. *)
structure BasisNumScan =
struct
  fun radixValue StringCvt.BIN = 2
    | radixValue StringCvt.OCT = 8
    | radixValue StringCvt.DEC = 10
    | radixValue StringCvt.HEX = 16

  (* the value of c as a digit in radix r, or ~1 *)
  fun digitValue (r, c) =
    let val d =
          if c >= #"0" andalso c <= #"9" then ord c - 48
          else if c >= #"a" andalso c <= #"f" then ord c - 87
          else if c >= #"A" andalso c <= #"F" then ord c - 55
          else 99
    in if d < r then d else ~1 end

  fun digitChar d = ld_string_sub ("0123456789ABCDEF", d)

  (* an optional sign ~, - or + (Int, IntInf and Real.scan): whether it is
     negative, and the rest *)
  fun scanSign (getc, src) =
    case getc src of
      SOME (#"~", s) => (true, s)
    | SOME (#"-", s) => (true, s)
    | SOME (#"+", s) => (false, s)
    | _ => (false, src)

  (* fromString without a substring reader: a string read by index, and the
     index after the characters from i that satisfy p *)
  fun stringReader s i = if i < size s then SOME (ld_string_sub (s, i), i + 1) else NONE
  fun whileFrom (p, s, i) = if i < size s andalso p (ld_string_sub (s, i)) then whileFrom (p, s, i + 1) else i

  (* src after an optional "0x"/"0X" (HEX only) that a digit follows *)
  fun skipHexPrefix (r, getc, src) =
    if r <> 16 then src
    else case getc src of
           SOME (#"0", s1) =>
             (case getc s1 of
                SOME (x, s2) =>
                  if x = #"x" orelse x = #"X" then
                    (case getc s2 of
                       SOME (c, _) => if digitValue (r, c) >= 0 then s2 else src
                     | NONE => src)
                  else src
              | NONE => src)
         | _ => src

  (* an optional prefix, only if a digit follows: 0w, or for HEX also 0wx 0wX
     0x 0X (SML/NJ and Poly/ML read "0w1" as 1 in HEX too) *)
  fun skipWordPrefix (r, getc, src) =
    let fun digitAt s =
          case getc s of
            SOME (c, _) => digitValue (r, c) >= 0
          | NONE => false
        fun isX c = r = 16 andalso (c = #"x" orelse c = #"X")
    in
      case getc src of
        SOME (#"0", s1) =>
          (case getc s1 of
             SOME (#"w", s2) =>
               (case getc s2 of
                  SOME (c, s3) => if isX c then (if digitAt s3 then s3 else src)
                                  else if digitAt s2 then s2 else src
                | NONE => src)
           | SOME (c, s2) => if isX c andalso digitAt s2 then s2 else src
           | NONE => src)
      | _ => src
    end
end

structure Int : INTEGER =
struct
  type int = int
  val toLarge = BasisIntInf.fromInt
  val fromLarge = BasisIntInf.toInt
  fun toInt (n : int) = n
  fun fromInt (n : int) = n
  val precision = SOME 63
  val minInt = SOME ~4611686018427387904
  val maxInt = SOME 4611686018427387903
  val quot = ld_int_quot
  val rem = ld_int_rem
  fun compare (a : int, b) = if a < b then LESS else if a > b then GREATER else EQUAL
  fun min (a : int, b) = if a < b then a else b
  fun max (a : int, b) = if a > b then a else b
  fun sign (n : int) = if n < 0 then ~1 else if n > 0 then 1 else 0
  fun sameSign (a, b) = sign a = sign b

  (* digits of n <= 0 (negative, so minInt needs no special case) *)
  fun fmt radix n =
    let val r = BasisNumScan.radixValue radix
        fun loop (m, acc) =
          if m = 0 then acc
          else loop (quot (m, r), BasisNumScan.digitChar (~ (rem (m, r))) :: acc)
    in
      if n = 0 then "0"
      else if n < 0 then implode (#"~" :: loop (n, []))
      else implode (loop (~ n, []))
    end

  (* The common case, in the runtime: digits written into the string, no
     list of characters. *)
  val toString = ld_int_to_string

  fun scan radix getc src =
    let
      val r = BasisNumScan.radixValue radix
      val (neg, src) = BasisNumScan.scanSign (getc, StringCvt.skipWS getc src)
      val src = BasisNumScan.skipHexPrefix (r, getc, src)
      (* accumulate the negated value: minInt has no positive counterpart *)
      fun loop (acc, src) =
        case getc src of
          SOME (c, src') =>
            let val d = BasisNumScan.digitValue (r, c)
            in if d < 0 then (acc, src) else loop (acc * r - d, src') end
        | NONE => (acc, src)
    in
      case getc src of
        SOME (c, src') =>
          let val d = BasisNumScan.digitValue (r, c)
          in if d < 0 then NONE
             else let val (v, rest) = loop (~ d, src')
                  in SOME (if neg then v else ~ v, rest) end
          end
      | NONE => NONE
    end

  (* scanString (scan DEC), reading the string by index: whitespace, a sign,
     then the digits, accumulated negated (minInt has no positive
     counterpart); Overflow when out of range *)
  fun fromString s =
    let val (neg, start) =
          BasisNumScan.scanSign (BasisNumScan.stringReader s, BasisNumScan.whileFrom (Char.isSpace, s, 0))
        val stop = BasisNumScan.whileFrom (Char.isDigit, s, start)
        fun value (j, acc) = if j = stop then acc else value (j + 1, acc * 10 - (ord (String.sub (s, j)) - 48))
    in
      if stop = start then NONE
      else let val acc = value (start, 0) in SOME (if neg then acc else ~ acc) end
    end

  (* last: the structure's own operators are at int only *)
  val op + = fn (a : int, b) => a + b
  val op - = fn (a : int, b) => a - b
  val op * = fn (a : int, b) => a * b
  val op div = fn (a : int, b) => a div b
  val op mod = fn (a : int, b) => a mod b
  val op < = fn (a : int, b) => a < b
  val op <= = fn (a : int, b) => a <= b
  val op > = fn (a : int, b) => a > b
  val op >= = fn (a : int, b) => a >= b
  val ~ = fn (a : int) => ~ a
  val abs = fn (a : int) => abs a
end

structure Position = Int
