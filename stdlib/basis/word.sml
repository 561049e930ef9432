(* WORD (Basis Library "The WORD signature") and Word: unsigned 63-bit words
   (Word.wordSize = 63, compiler/prims.py WORD_MAX). LargeWord is the widest
   word, Word64 (word_n.sml), held as its high and low 32-bit halves, each a
   word below 2^32: its representation is defined here, before WORD, so that
   WORD can name LargeWord.word and Word convert to it. *)

structure BasisWord64Rep =
struct
  type half = word  (* the datatype's own name would mean itself in its constructor *)
  datatype word = W of half * half
  val m32 = 0wxFFFFFFFF
  fun lo32 w = ld_word_andb (w, m32)
  (* the low 63 bits of a 64-bit word, as a word: Word.fromLarge and the
     narrower words' fromLarge (before their mask) *)
  fun low63 (W (h, l)) = ld_word_orb (ld_word_lshift (h, 0w32), l)
  (* a word below 2^63, zero-extended *)
  fun fromWord w = W (ld_word_rshift (w, 0w32), lo32 w)
  (* a word read as a 63-bit two's complement value, sign-extended to 64 bits *)
  fun fromWordX w =
    if w < 0w4611686018427387904 then fromWord w
    else W (ld_word_orb (ld_word_rshift (w, 0w32), 0wx80000000), lo32 w)
  (* below 2^63, so that low63 is the value *)
  fun small (W (h, _)) = h < 0wx80000000

  (* The operations on Word64 that the overloaded operators and constants use
     (registered below, in the unit that declares the type). Arithmetic wraps
     modulo 2^64. *)
  fun add (W (h1, l1), W (h2, l2)) =
    let val l = l1 + l2 in W (lo32 (h1 + h2 + ld_word_rshift (l, 0w32)), lo32 l) end
  fun sub (W (h1, l1), W (h2, l2)) =
    let val borrow = if l1 < l2 then 0w1 else 0w0
    in W (lo32 (h1 - h2 - borrow), lo32 (l1 - l2)) end
  fun neg w = sub (W (0w0, 0w0), w)
  (* (h1 2^32 + l1)(h2 2^32 + l2) mod 2^64: l1 l2 in full (l1 split in 16-bit
     halves, each product below 2^48), the cross products modulo 2^32 *)
  fun mul (W (h1, l1), W (h2, l2)) =
    let val p = ld_word_andb (l1, 0wxFFFF) * l2
        val q = ld_word_rshift (l1, 0w16) * l2
        val t = p + ld_word_lshift (ld_word_andb (q, 0wxFFFF), 0w16)
        val cross = h1 * l2 + h2 * l1
    in W (lo32 (ld_word_rshift (t, 0w32) + ld_word_rshift (q, 0w16) + cross), lo32 t) end
  fun compare (W (h1, l1), W (h2, l2)) =
    if h1 = h2 then (if l1 < l2 then LESS else if l1 > l2 then GREATER else EQUAL)
    else if h1 < h2 then LESS else GREATER
  fun lt (a, b) = compare (a, b) = LESS
  fun le (a, b) = compare (a, b) <> GREATER
  fun gt (a, b) = compare (a, b) = GREATER
  fun ge (a, b) = compare (a, b) <> LESS
  (* unsigned division in words: when both fit in 63 bits directly; a
     divisor of 2^63 or more goes at most once; otherwise halve the dividend
     (a = 2 a' + bit), divide, double, and correct by one step (the remainder
     left is below 2b) *)
  fun divMod (a, b as W (bh, bl)) =
    if bh = 0w0 andalso bl = 0w0 then raise Div
    else if small a andalso small b then
      let val (x, y) = (low63 a, low63 b) in (fromWord (x div y), fromWord (x mod y)) end
    else if not (small b) then (if ge (a, b) then (W (0w0, 0w1), sub (a, b)) else (W (0w0, 0w0), a))
    else
      let val W (h, l) = a
          val half = ld_word_orb (ld_word_lshift (h, 0w31), ld_word_rshift (l, 0w1))
          val q' = half div low63 b  (* below 2^63, so 2 q' needs the 64-bit form *)
          val q = W (lo32 (ld_word_rshift (q', 0w31)), lo32 (ld_word_lshift (q', 0w1)))
          val r = sub (a, mul (q, b))
      in if ge (r, b) then (add (q, W (0w0, 0w1)), sub (r, b)) else (q, r) end
  fun quot p = #1 (divMod p)
  fun rem p = #2 (divMod p)
end

(* The overloaded operators and constants work on Word64 (Basis: the `word`
   class); a constant comes as a word, or for one beyond it from chunks put
   together with * and + (compiler/lexp/from_absyn.py _wide_constant). *)
val () = (ld_overload ("+", BasisWord64Rep.add); ld_overload ("-", BasisWord64Rep.sub);
          ld_overload ("*", BasisWord64Rep.mul); ld_overload ("div", BasisWord64Rep.quot);
          ld_overload ("mod", BasisWord64Rep.rem); ld_overload ("<", BasisWord64Rep.lt);
          ld_overload ("<=", BasisWord64Rep.le); ld_overload (">", BasisWord64Rep.gt);
          ld_overload (">=", BasisWord64Rep.ge); ld_overload ("~", BasisWord64Rep.neg);
          ld_overload ("ld_word_literal", BasisWord64Rep.fromWord))

(* Placeholders so that WORD can name Word.word and LargeWord.word; the real
   structures follow (LargeWord is Word64, in word_n.sml). *)
structure Word = struct type word = word end
structure LargeWord = struct type word = BasisWord64Rep.word end

signature WORD =
sig
  eqtype word
  val wordSize : int
  val toLarge : word -> LargeWord.word
  val toLargeX : word -> LargeWord.word
  val toLargeWord : word -> LargeWord.word
  val toLargeWordX : word -> LargeWord.word
  val fromLarge : LargeWord.word -> word
  val fromLargeWord : LargeWord.word -> word
  val toLargeInt : word -> LargeInt.int
  val toLargeIntX : word -> LargeInt.int
  val fromLargeInt : LargeInt.int -> word
  val toInt : word -> int
  val toIntX : word -> int
  val fromInt : int -> word
  val andb : word * word -> word
  val orb : word * word -> word
  val xorb : word * word -> word
  val notb : word -> word
  val << : word * Word.word -> word
  val >> : word * Word.word -> word
  val ~>> : word * Word.word -> word
  val + : word * word -> word
  val - : word * word -> word
  val * : word * word -> word
  val div : word * word -> word
  val mod : word * word -> word
  val compare : word * word -> order
  val < : word * word -> bool
  val <= : word * word -> bool
  val > : word * word -> bool
  val >= : word * word -> bool
  val ~ : word -> word
  val min : word * word -> word
  val max : word * word -> word
  val fmt : StringCvt.radix -> word -> string
  val toString : word -> string
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (word, 'a) StringCvt.reader
  val fromString : string -> word option
end

structure Word : WORD =
struct
  type word = word
  val wordSize = 63
  fun toLarge w = BasisWord64Rep.fromWord w
  fun toLargeX w = BasisWord64Rep.fromWordX w
  fun toLargeWord w = BasisWord64Rep.fromWord w
  fun toLargeWordX w = BasisWord64Rep.fromWordX w
  fun fromLarge w = BasisWord64Rep.low63 w
  fun fromLargeWord w = BasisWord64Rep.low63 w
  val fromInt = ld_word_from_int
  val toIntX = ld_word_to_int
  fun toInt w = if w > 0w4611686018427387903 then raise Overflow else ld_word_to_int w
  val toLargeInt = BasisIntInf.fromWord
  fun toLargeIntX w = BasisIntInf.fromInt (ld_word_to_int w)
  val fromLargeInt = BasisIntInf.toWord
  val andb = ld_word_andb
  val orb = ld_word_orb
  val xorb = ld_word_xorb
  fun notb w = ld_word_xorb (w, 0w9223372036854775807)
  val << = ld_word_lshift
  val >> = ld_word_rshift
  val ~>> = ld_word_arshift
  fun compare (a : word, b) = if a < b then LESS else if a > b then GREATER else EQUAL
  fun min (a : word, b) = if a < b then a else b
  fun max (a : word, b) = if a > b then a else b

  fun fmt radix w =
    let val r = fromInt (BasisNumScan.radixValue radix)
        fun loop (w, acc) =
          if w = 0w0 then acc
          else loop (w div r, BasisNumScan.digitChar (toInt (w mod r)) :: acc)
    in if w = 0w0 then "0" else implode (loop (w, [])) end

  fun toString w = fmt StringCvt.HEX w

  fun scan radix getc src =
    let
      val r = BasisNumScan.radixValue radix
      val rw = fromInt r
      val src = BasisNumScan.skipWordPrefix (r, getc, StringCvt.skipWS getc src)
      val maxDiv = 0w9223372036854775807 div rw
      val maxMod = 0w9223372036854775807 mod rw
      fun loop (acc, src) =
        case getc src of
          SOME (c, src') =>
            let val d = BasisNumScan.digitValue (r, c)
            in if d < 0 then (acc, src)
               else if acc > maxDiv orelse (acc = maxDiv andalso fromInt d > maxMod) then raise Overflow
               else loop (acc * rw + fromInt d, src')
            end
        | NONE => (acc, src)
    in
      case getc src of
        SOME (c, _) => if BasisNumScan.digitValue (r, c) < 0 then NONE else SOME (loop (0w0, src))
      | NONE => NONE
    end

  val fromString = StringCvt.scanString (scan StringCvt.HEX)

  (* last: the structure's own operators are at word only *)
  val op + = fn (a : word, b) => a + b
  val op - = fn (a : word, b) => a - b
  val op * = fn (a : word, b) => a * b
  val op div = fn (a : word, b) => a div b
  val op mod = fn (a : word, b) => a mod b
  val op < = fn (a : word, b) => a < b
  val op <= = fn (a : word, b) => a <= b
  val op > = fn (a : word, b) => a > b
  val op >= = fn (a : word, b) => a >= b
  fun ~ (a : word) = 0w0 - a
end
