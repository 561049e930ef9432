(* INT_INF (Basis Library "The IntInf structure"): arbitrary-precision
   integers. The type and the arithmetic are in int_inf_core.sml (the type
   comes before INTEGER, so that LargeInt.int is IntInf.int); this adds the
   rest. Bit operations act on the two's complement representation (GMP's
   mpz functions for big operands).
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
            else loop (if k = 1 then b else b * b, Int.div (k, 2), if Int.mod (k, 2) = 1 then acc * b else acc)
      in loop (x, n, fromInt 1) end

  fun log2 (SMALL n) =
        if Int.<= (n, 0) then raise Domain
        else let fun width (m, k) = if m = 1 then k else width (Int.div (m, 2), Int.+ (k, 1)) in width (n, 0) end
    | log2 (POS m) = ld_intinf_log2 m
    | log2 (NEG _) = raise Domain

  (* shift amounts beyond Int.maxInt: larger than any magnitude *)
  fun shiftAmount k = Word.toInt k handle Overflow => valOf Int.maxInt

  fun << (SMALL 0, _) = zero
    | << (x, k) = let val (neg, m) = view x in make (neg, ld_intinf_lshift (m, Word.toInt k)) end
  (* floor division by 2^k: of a negative x, ~((|x| - 1) div 2^k) - 1 *)
  fun ~>> (SMALL n, k) = SMALL (ld_word_to_int (ld_word_arshift (ld_word_from_int n, k)))
    | ~>> (POS m, k) = make (false, ld_intinf_rshift (m, shiftAmount k))
    | ~>> (NEG m, k) =
        let val one = ld_intinf_of_int 1
        in make (true, ld_intinf_add (ld_intinf_rshift (ld_intinf_sub (m, one), shiftAmount k), one)) end
  fun notb x = ~ x - fromInt 1

  (* the bit operations of two ints are those of their words; otherwise
     GMP's (code: ld_intinf_bitop's), negative as signOf of the operands' signs *)
  fun bitwise (_, wordOp, _) (SMALL a, SMALL b) =
        SMALL (ld_word_to_int (wordOp (ld_word_from_int a, ld_word_from_int b)))
    | bitwise (code, _, signOf) (x, y) =
        let val (na, a) = view x
            val (nb, b) = view y
        in make (signOf (na, nb), ld_intinf_bitop (code, a, signArg na, b, signArg nb)) end
  val andb = bitwise (0, Word.andb, fn (x, y) => x andalso y)
  val orb = bitwise (1, Word.orb, fn (x, y) => x orelse y)
  val xorb = bitwise (2, Word.xorb, fn (x, y) => x <> y)

  fun fmt radix (SMALL n) = Int.fmt radix n
    | fmt radix (POS m) = ld_intinf_to_string (m, BasisNumScan.radixValue radix, 0)
    | fmt radix (NEG m) = ld_intinf_to_string (m, BasisNumScan.radixValue radix, 1)

  fun toString (SMALL n) = ld_int_to_string n
    | toString x = fmt StringCvt.DEC x

  (* the digits are gathered, then converted at once *)
  fun scan radix getc src =
    let
      val r = BasisNumScan.radixValue radix
      val (neg, src) = BasisNumScan.scanSign (getc, StringCvt.skipWS getc src)
      val src = BasisNumScan.skipHexPrefix (r, getc, src)
      fun loop (acc, src) =
        case getc src of
          SOME (c, src') => if Int.< (BasisNumScan.digitValue (r, c), 0) then (acc, src) else loop (c :: acc, src')
        | NONE => (acc, src)
    in
      case loop ([], src) of
        ([], _) => NONE
      | (digits, rest) => SOME (make (neg, ld_intinf_of_digits (implode (rev digits), r)), rest)
    end

  val fromString = StringCvt.scanString (scan StringCvt.DEC)
end


structure LargeInt = IntInf
