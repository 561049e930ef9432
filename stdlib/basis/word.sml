(* WORD (Basis Library "The WORD signature") and Word: unsigned 63-bit words
   (Word.wordSize = 63, compiler/prims.py WORD_MAX). LargeWord is the widest
   word, Word64 (word_n.sml): 64 raw bits, the primitive type ld_word64 with
   the ld_word64_* operations (compiler/prims.py "64-bit words"), on which
   the overloaded operators and word constants work as on word. Its
   operations are defined here, before WORD, so that WORD can name
   LargeWord.word and Word convert to it. *)

structure BasisWord64Rep =
struct
  type word = ld_word64
  (* the low 63 bits of a 64-bit word, as a word: Word.fromLarge and the
     narrower words' fromLarge (before their mask) *)
  fun low63 w = ld_word64_to_word w
  (* a word (below 2^63), zero-extended *)
  fun fromWord w = ld_word64_of_word w
  (* a word read as a 63-bit two's complement value, sign-extended to 64 bits *)
  fun fromWordX w = ld_word64_of_int (ld_word_to_int w)

  fun compare (a, b) = if ld_word64_lt (a, b) then LESS else if ld_word64_eq (a, b) then EQUAL else GREATER
end

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
