(* INT_INF (Basis Library "The IntInf structure"): arbitrary-precision
   integers, a sign and a magnitude of base-2^30 limbs (least significant
   first, no leading zero limbs; zero has none). Bit operations act on the
   two's complement representation. LargeInt stays Int (63-bit), so toLarge
   and toInt raise Overflow outside the range of int. *)

signature INT_INF =
sig
  include INTEGER
  val divMod : int * int -> int * int
  val quotRem : int * int -> int * int
  val pow : int * Int.int -> int
  val log2 : int -> Int.int
  val orb : int * int -> int
  val xorb : int * int -> int
  val andb : int * int -> int
  val notb : int -> int
  val << : int * Word.word -> int
  val ~>> : int * Word.word -> int
end

structure IntInf :> INT_INF =
struct
  val base = 1073741824 (* 2^30 *)
  val bits = 30

  (* ---- magnitudes: int vectors, little-endian base-2^30 limbs ---- *)

  (* the limbs of an array prefix, without leading zeros *)
  fun trim (a, n) =
    let fun top k = if k > 0 andalso Array.sub (a, k - 1) = 0 then top (k - 1) else k
        val k = top n
    in Vector.tabulate (k, fn i => Array.sub (a, i)) end

  fun len (v : Int.int vector) = Vector.length v
  fun limb (v, i) = if i < len v then Vector.sub (v, i) else 0

  fun cmpN (a, b) =
    if len a <> len b then Int.compare (len a, len b)
    else
      let fun loop i =
            if i < 0 then EQUAL
            else case Int.compare (Vector.sub (a, i), Vector.sub (b, i)) of
                   EQUAL => loop (i - 1)
                 | ord => ord
      in loop (len a - 1) end

  fun addN (a, b) =
    let val n = Int.max (len a, len b) + 1
        val r = Array.array (n, 0)
        fun loop (i, carry) =
          if i < n then
            let val t = limb (a, i) + limb (b, i) + carry
            in Array.update (r, i, t mod base); loop (i + 1, t div base) end
          else ()
    in loop (0, 0); trim (r, n) end

  (* a - b, for a >= b *)
  fun subN (a, b) =
    let val n = len a
        val r = Array.array (n, 0)
        fun loop (i, borrow) =
          if i < n then
            let val t = limb (a, i) - limb (b, i) - borrow
            in if t < 0 then (Array.update (r, i, t + base); loop (i + 1, 1))
               else (Array.update (r, i, t); loop (i + 1, 0))
            end
          else ()
    in loop (0, 0); trim (r, n) end

  fun mulN (a, b) =
    if len a = 0 orelse len b = 0 then Vector.fromList []
    else
      let val n = len a + len b
          val r = Array.array (n, 0)
          fun outer i =
            if i < len a then
              let val x = Vector.sub (a, i)
                  fun inner (j, carry) =
                    if j < len b then
                      let val t = Array.sub (r, i + j) + x * Vector.sub (b, j) + carry
                      in Array.update (r, i + j, t mod base); inner (j + 1, t div base) end
                    else Array.update (r, i + len b, Array.sub (r, i + len b) + carry)
              in inner (0, 0); outer (i + 1) end
            else ()
      in outer 0; trim (r, n) end

  (* a * m + c for small m, c (< 2^30) *)
  fun mulAddSmall (a, m, c) =
    let val n = len a + 1
        val r = Array.array (n, 0)
        fun loop (i, carry) =
          if i < n then
            let val t = limb (a, i) * m + carry
            in Array.update (r, i, t mod base); loop (i + 1, t div base) end
          else ()
    in loop (0, c); trim (r, n) end

  (* (a div d, a mod d) for 0 < d < 2^30 *)
  fun divSmall (a, d) =
    let val n = len a
        val q = Array.array (n, 0)
        fun loop (i, rem) =
          if i < 0 then rem
          else
            let val t = rem * base + Vector.sub (a, i)
            in Array.update (q, i, t div d); loop (i - 1, t mod d) end
        val r = loop (n - 1, 0)
    in (trim (q, n), r) end

  fun bitLength a =
    if len a = 0 then 0
    else
      let fun width (x, k) = if x = 0 then k else width (x div 2, k + 1)
      in (len a - 1) * bits + width (Vector.sub (a, len a - 1), 0) end

  fun testBit (a, k) = (limb (a, k div bits) div Word.toInt (Word.<< (0w1, Word.fromInt (k mod bits)))) mod 2 = 1

  fun shiftLeftN (a, k) =
    if len a = 0 then a
    else
      let val whole = k div bits
          val part = Word.toInt (Word.<< (0w1, Word.fromInt (k mod bits)))
          val shifted = mulAddSmall (a, part, 0)
      in Vector.tabulate (len shifted + whole, fn i => if i < whole then 0 else Vector.sub (shifted, i - whole)) end

  fun shiftRightN (a, k) =
    let val whole = k div bits
    in
      if whole >= len a then Vector.fromList []
      else
        let val dropped = Vector.tabulate (len a - whole, fn i => Vector.sub (a, i + whole))
        in #1 (divSmall (dropped, Word.toInt (Word.<< (0w1, Word.fromInt (k mod bits))))) end
    end

  (* (a div b, a mod b) for b > 0: shift-and-subtract, one bit at a time *)
  fun divModN (a, b) =
    if len b = 1 then
      let val (q, r) = divSmall (a, Vector.sub (b, 0))
      in (q, if r = 0 then Vector.fromList [] else Vector.fromList [r]) end
    else if cmpN (a, b) = LESS then (Vector.fromList [], a)
    else
      let val nbits = bitLength a
          val q = Array.array (len a, 0)
          fun loop (k, r) =
            if k < 0 then r
            else
              let val r = mulAddSmall (r, 2, if testBit (a, k) then 1 else 0)
              in
                if cmpN (r, b) = LESS then loop (k - 1, r)
                else
                  (Array.update (q, k div bits, Array.sub (q, k div bits)
                                 + Word.toInt (Word.<< (0w1, Word.fromInt (k mod bits))));
                   loop (k - 1, subN (r, b)))
              end
          val r = loop (nbits - 1, Vector.fromList [])
      in (trim (q, len a), r) end

  (* ---- signed integers ---- *)

  datatype int = I of bool * Int.int vector   (* negative?, magnitude *)

  val zero = I (false, Vector.fromList [])
  fun make (neg, m) = if len m = 0 then zero else I (neg, m)

  fun fromInt n =
    if n = 0 then zero
    else
      (* work with non-positive values so that minInt needs no special case *)
      let fun limbs (m, acc) = if m = 0 then rev acc else limbs (Int.quot (m, base), ~ (Int.rem (m, base)) :: acc)
      in I (n < 0, Vector.fromList (limbs (if n < 0 then n else ~ n, []))) end

  fun toInt (I (neg, m)) =
    let fun loop (i, acc) = if i < 0 then acc else loop (i - 1, acc * base - Vector.sub (m, i))
        val negValue = loop (len m - 1, 0)
    in if neg then negValue else ~ negValue end

  val toLarge = toInt
  val fromLarge = fromInt
  val precision = NONE
  val minInt = NONE
  val maxInt = NONE

  fun ~ (I (neg, m)) = make (not neg, m)
  fun abs (I (_, m)) = I (false, m)
  fun sign (I (neg, m)) = if len m = 0 then 0 else if neg then ~1 else 1
  fun sameSign (a, b) = sign a = sign b

  fun compare (I (na, a), I (nb, b)) =
    case (na, nb) of
      (false, true) => if len a = 0 andalso len b = 0 then EQUAL else GREATER
    | (true, false) => if len a = 0 andalso len b = 0 then EQUAL else LESS
    | (false, false) => cmpN (a, b)
    | (true, true) => cmpN (b, a)
  fun op < (a, b) = compare (a, b) = LESS
  fun op <= (a, b) = compare (a, b) <> GREATER
  fun op > (a, b) = compare (a, b) = GREATER
  fun op >= (a, b) = compare (a, b) <> LESS
  fun min (a, b) = if a <= b then a else b
  fun max (a, b) = if a >= b then a else b

  fun op + (I (na, a), I (nb, b)) =
    if na = nb then make (na, addN (a, b))
    else case cmpN (a, b) of
           LESS => make (nb, subN (b, a))
         | _ => make (na, subN (a, b))
  fun op - (a, b) = a + ~ b
  fun op * (I (na, a), I (nb, b)) = make (na <> nb, mulN (a, b))

  fun quotRem (I (na, a), I (nb, b)) =
    if len b = 0 then raise Div
    else let val (q, r) = divModN (a, b) in (make (na <> nb, q), make (na, r)) end
  fun quot p = #1 (quotRem p)
  fun rem p = #2 (quotRem p)
  (* floor division: adjust a truncated quotient with a remainder of the wrong sign *)
  fun divMod (a, b) =
    let val (q, r) = quotRem (a, b)
    in if sign r <> 0 andalso sign r <> sign b then (q - fromInt 1, r + b) else (q, r) end
  fun op div p = #1 (divMod p)
  fun op mod p = #2 (divMod p)

  fun pow (x, n) =
    if Int.< (n, 0) then
      (case toInt x handle Overflow => 2 of
         0 => raise Div
       | 1 => fromInt 1
       | ~1 => if Int.mod (n, 2) = 0 then fromInt 1 else fromInt ~1
       | _ => zero)
    else
      let fun loop (b, k, acc) =
            if k = 0 then acc
            else loop (b * b, Int.div (k, 2), if Int.mod (k, 2) = 1 then acc * b else acc)
      in loop (x, n, fromInt 1) end

  fun log2 (I (neg, m)) = if neg orelse len m = 0 then raise Domain else Int.- (bitLength m, 1)

  fun << (I (neg, m), k) = make (neg, shiftLeftN (m, Word.toInt k))
  (* floor division by 2^k *)
  fun ~>> (x as I (neg, m), k) =
    if not neg then make (false, shiftRightN (m, Word.toInt k))
    else ~ (~>> (~ x - fromInt 1, k)) - fromInt 1
  fun notb x = ~ x - fromInt 1

  (* two's complement limbs of x over n limbs (n > limbs of |x|), and back *)
  fun twos (I (neg, m), n) =
    if not neg then Vector.tabulate (n, fn i => limb (m, i))
    else let val m1 = subN (m, Vector.fromList [1])
         in Vector.tabulate (n, fn i => Int.- (Int.- (base, 1), limb (m1, i))) end
  fun untwos (v, neg) =
    if not neg then make (false, trim (Array.tabulate (len v, fn i => Vector.sub (v, i)), len v))
    else
      let val inv = Array.tabulate (len v, fn i => Int.- (Int.- (base, 1), Vector.sub (v, i)))
      in make (true, addN (trim (inv, len v), Vector.fromList [1])) end
  fun bitwise (f, negf) (a as I (na, ma), b as I (nb, mb)) =
    let val n = Int.+ (Int.max (len ma, len mb), 1)
        val va = twos (a, n)
        val vb = twos (b, n)
        val r = Vector.tabulate (n, fn i => Word.toInt (f (Word.fromInt (Vector.sub (va, i)), Word.fromInt (Vector.sub (vb, i)))))
    in untwos (r, negf (na, nb)) end
  val andb = bitwise (Word.andb, fn (x, y) => x andalso y)
  val orb = bitwise (Word.orb, fn (x, y) => x orelse y)
  val xorb = bitwise (Word.xorb, fn (x, y) => x <> y)

  fun radixOf StringCvt.BIN = (2, 536870912, 29)
    | radixOf StringCvt.OCT = (8, 134217728, 9)
    | radixOf StringCvt.DEC = (10, 1000000000, 9)
    | radixOf StringCvt.HEX = (16, 268435456, 7)

  fun fmt radix (I (neg, m)) =
    if len m = 0 then "0"
    else
      let val (r, chunk, digits) = radixOf radix
          fun chunkText (c, full) =
            let val s = Int.fmt radix c
            in if full then StringCvt.padLeft #"0" digits s else s end
          fun loop (m, acc) =
            let val (q, c) = divSmall (m, chunk)
            in if len q = 0 then chunkText (c, false) :: acc else loop (q, chunkText (c, true) :: acc) end
      in (if neg then "~" else "") ^ String.concat (loop (m, [])) end

  fun toString x = fmt StringCvt.DEC x

  fun scan radix getc src =
    let
      val (r, _, _) = radixOf radix
      val src = StringCvt.skipWS getc src
      val (neg, src) =
        case getc src of
          SOME (#"~", s) => (true, s)
        | SOME (#"-", s) => (true, s)
        | SOME (#"+", s) => (false, s)
        | _ => (false, src)
      val src = BasisNumScan.skipHexPrefix (r, getc, src)
      fun loop (acc, src) =
        case getc src of
          SOME (c, src') =>
            let val d = BasisNumScan.digitValue (r, c)
            in if Int.< (d, 0) then (acc, src) else loop (mulAddSmall (acc, r, d), src') end
        | NONE => (acc, src)
    in
      case getc src of
        SOME (c, _) =>
          if Int.< (BasisNumScan.digitValue (r, c), 0) then NONE
          else let val (m, rest) = loop (Vector.fromList [], src) in SOME (make (neg, m), rest) end
      | NONE => NONE
    end

  val fromString = StringCvt.scanString (scan StringCvt.DEC)
end

(* The overloaded operators work on these types too (Basis: the `int` class). *)
val () = ld_overload ("ld_int_literal", IntInf.fromInt)
val () = (ld_overload ("+", IntInf.+); ld_overload ("-", IntInf.-); ld_overload ("*", IntInf.*);
          ld_overload ("div", IntInf.div); ld_overload ("mod", IntInf.mod); ld_overload ("~", IntInf.~);
          ld_overload ("abs", IntInf.abs); ld_overload ("<", IntInf.<); ld_overload ("<=", IntInf.<=);
          ld_overload (">", IntInf.>); ld_overload (">=", IntInf.>=))
