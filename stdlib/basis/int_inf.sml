(* INT_INF (Basis Library "The IntInf structure"): arbitrary-precision
   integers. The type and the arithmetic are in int_inf_core.sml (the type
   comes before INTEGER, so that LargeInt.int is IntInf.int); this adds the
   rest. Bit operations act on the two's complement representation.
   LargeInt is IntInf. *)

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

structure IntInf :> INT_INF where type int = IntInf.int =
struct
  open BasisIntInf

  fun toLarge (x : int) = x
  fun fromLarge (x : int) = x
  val precision = NONE
  val minInt = NONE
  val maxInt = NONE

  fun quot p = #1 (quotRem p)
  fun rem p = #2 (quotRem p)
  fun min (a, b) = if a <= b then a else b
  fun max (a, b) = if a >= b then a else b
  fun sameSign (a, b) = sign a = sign b

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
      val (neg, src) = BasisNumScan.scanSign (getc, StringCvt.skipWS getc src)
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


structure LargeInt = IntInf
