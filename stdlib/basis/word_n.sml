(* The sized words: Word8, Word16 and Word32, words of fewer bits held in a
   word (compiler/prims.py WORD_MAX) reduced modulo 2^wordSize after every
   operation; Word64, wider than the word, is 64 raw bits (BasisWord64Rep,
   word.sml). LargeWord is Word64. (MLton's other widths are in
   word_widths.sml.) *)

(* The operations of a word of fewer bits, given its mask (and sign bit) first. *)
structure BasisWordMasked =
struct
  fun norm mask w = Word.andb (w, mask)
  (* sign-extended to the 63-bit word *)
  fun signExtend (mask, signBit) w = if Word.andb (w, signBit) = 0w0 then w else Word.orb (w, Word.notb mask)
  fun toLargeX ms w = Word.toLargeX (signExtend ms w)
  fun fromLarge mask w = norm mask (Word.fromLarge w)
  fun toIntX ms w = Word.toIntX (signExtend ms w)
  fun toLargeIntX ms w = IntInf.fromInt (toIntX ms w)
  fun fromInt mask i = norm mask (Word.fromInt i)
  fun fromLargeInt mask i = norm mask (Word.fromLargeInt i)
  fun notb mask w = Word.xorb (w, mask)
  fun shl mask (w, k) = norm mask (Word.<< (w, k))
  fun ashr (ms as (mask, _)) (w, k) = norm mask (Word.~>> (signExtend ms w, k))
  fun add mask (a, b) = norm mask (Word.+ (a, b))
  fun sub mask (a, b) = norm mask (Word.- (a, b))
  fun mul mask (a, b) = norm mask (Word.* (a, b))
  fun neg mask w = norm mask (Word.~ w)
  fun scan mask radix getc src =
    case Word.scan radix getc src of
      SOME (w, rest) => if Word.> (w, mask) then raise Overflow else SOME (w, rest)
    | NONE => NONE
  fun fromString mask s = StringCvt.scanString (scan mask StringCvt.HEX) s
end

(* A word of `bits` bits (fewer than the word's), held in a word reduced
   modulo 2^bits after every operation: partial applications of
   BasisWordMasked's, so one copy of the code serves every width (MLton's
   Word1 .. Word62 are these). *)
functor BasisWordWidth (val bits : int) =
struct
  type word = word
  val wordSize = bits
  val mask = Word.- (Word.<< (0w1, Word.fromInt bits), 0w1)
  val ms = (mask, Word.<< (0w1, Word.fromInt (bits - 1)))
  val toLarge = Word.toLarge
  val toLargeX = BasisWordMasked.toLargeX ms
  val toLargeWord = toLarge
  val toLargeWordX = toLargeX
  val fromLarge = BasisWordMasked.fromLarge mask
  val fromLargeWord = fromLarge
  val toInt = Word.toInt
  val toIntX = BasisWordMasked.toIntX ms
  val fromInt = BasisWordMasked.fromInt mask
  val toLargeInt = Word.toLargeInt
  val toLargeIntX = BasisWordMasked.toLargeIntX ms
  val fromLargeInt = BasisWordMasked.fromLargeInt mask
  val andb = Word.andb
  val orb = Word.orb
  val xorb = Word.xorb
  val notb = BasisWordMasked.notb mask
  val << = BasisWordMasked.shl mask
  val >> = Word.>>
  val ~>> = BasisWordMasked.ashr ms
  val op + = BasisWordMasked.add mask
  val op - = BasisWordMasked.sub mask
  val op * = BasisWordMasked.mul mask
  val op div = Word.div
  val op mod = Word.mod
  val ~ = BasisWordMasked.neg mask
  val compare = Word.compare
  val op < = Word.<
  val op <= = Word.<=
  val op > = Word.>
  val op >= = Word.>=
  val min = Word.min
  val max = Word.max
  val fmt = Word.fmt
  val toString = Word.toString
  fun scan radix getc src = BasisWordMasked.scan mask radix getc src
  val fromString = BasisWordMasked.fromString mask
end

(* The Basis's sized words (Word8, Word16, Word32): the arithmetic compiled
   for the width (written out, so that it is specialized and inlined rather
   than called through closures). *)
functor BasisWordN (val bits : int) :> WORD =
struct
  structure Width = BasisWordWidth (val bits = bits)
  open Width
  fun fromLarge w = BasisWordMasked.fromLarge mask w
  fun fromInt i = BasisWordMasked.fromInt mask i
  fun toLargeX w = BasisWordMasked.toLargeX ms w
  fun notb w = BasisWordMasked.notb mask w
  fun << (w, k) = BasisWordMasked.shl mask (w, k)
  fun ~>> (w, k) = BasisWordMasked.ashr ms (w, k)
  fun op + (a, b) = BasisWordMasked.add mask (a, b)
  fun op - (a, b) = BasisWordMasked.sub mask (a, b)
  fun op * (a, b) = BasisWordMasked.mul mask (a, b)
  fun ~ w = BasisWordMasked.neg mask w
end

structure Word8 = BasisWordN (val bits = 8)
structure Word32 = BasisWordN (val bits = 32)
structure Word16 = BasisWordN (val bits = 16)

(* Word64: wider than the 63-bit word, so the primitive 64-bit word
   (BasisWord64Rep, word.sml); arithmetic wraps modulo 2^64. It is
   LargeWord, so its conversions to and from LargeWord are the identity. *)
structure Word64 :> WORD where type word = BasisWord64Rep.word =
struct
  type word = BasisWord64Rep.word
  val wordSize = 64
  fun fromLarge (w : word) = w
  fun fromLargeWord (w : word) = w
  fun toLarge (w : word) = w
  fun toLargeX (w : word) = w
  fun toLargeWord (w : word) = w
  fun toLargeWordX (w : word) = w
  fun fromWord w = ld_word64_of_word w
  fun low63 w = ld_word64_to_word w
  fun andb (a, b) = ld_word64_andb (a, b)
  fun orb (a, b) = ld_word64_orb (a, b)
  fun xorb (a, b) = ld_word64_xorb (a, b)
  fun notb w = ld_word64_notb w
  fun << (w, k) = ld_word64_lshift (w, k)
  fun >> (w, k) = ld_word64_rshift (w, k)
  fun ~>> (w, k) = ld_word64_arshift (w, k)
  (* the high and low 32-bit halves, as words *)
  fun high w = low63 (>> (w, 0w32))
  fun low w = low63 (andb (w, fromWord 0wxFFFFFFFF))
  val two32 = IntInf.fromInt 4294967296
  fun toLargeInt w = IntInf.+ (IntInf.* (Word.toLargeInt (high w), two32), Word.toLargeInt (low w))
  val two64 = IntInf.* (two32, two32)
  val signBit = << (fromWord 0w1, 0w63)
  fun toLargeIntX w =
    if ld_word64_ge (w, signBit) then IntInf.- (toLargeInt w, two64) else toLargeInt w
  fun fromLargeInt i =
    let val m = IntInf.mod (i, two64)
    in orb (<< (fromWord (Word.fromLargeInt (IntInf.div (m, two32))), 0w32),
            fromWord (Word.fromLargeInt (IntInf.mod (m, two32))))
    end
  (* an int when below 2^62 *)
  fun toInt w = if ld_word64_ge (w, fromWord 0wx4000000000000000) then raise Overflow else Word.toInt (low63 w)
  (* an int when bits 63 and 62 agree (the value fits in 63 bits signed) *)
  fun toIntX w =
    case low63 (>> (w, 0w62)) of
      0w1 => raise Overflow
    | 0w2 => raise Overflow
    | _ => Word.toIntX (low63 w)
  fun fromInt i = ld_word64_of_int i
  (* eta-expanded, so that calls are direct and inlined across units *)
  fun op + (a, b) = ld_word64_add (a, b)
  fun op - (a, b) = ld_word64_sub (a, b)
  fun op * (a, b) = ld_word64_mul (a, b)
  fun op div (a, b) = ld_word64_div (a, b)
  fun op mod (a, b) = ld_word64_mod (a, b)
  fun ~ w = ld_word64_neg w
  fun compare (a, b) = BasisWord64Rep.compare (a, b)
  fun op < (a, b) = ld_word64_lt (a, b)
  fun op <= (a, b) = ld_word64_le (a, b)
  fun op > (a, b) = ld_word64_gt (a, b)
  fun op >= (a, b) = ld_word64_ge (a, b)
  fun min (a, b) = if a <= b then a else b
  fun max (a, b) = if a >= b then a else b
  fun fmt radix w = IntInf.fmt radix (toLargeInt w)
  fun toString w = fmt StringCvt.HEX w
  fun scan radix getc src =
    let
      val r = BasisNumScan.radixValue radix
      val ri = IntInf.fromInt r
      val src = BasisNumScan.skipWordPrefix (r, getc, StringCvt.skipWS getc src)
      fun loop (acc, src) =
        case getc src of
          SOME (c, src') =>
            let val d = BasisNumScan.digitValue (r, c)
            in if Int.< (d, 0) then (fromLargeInt acc, src)
               else let val acc = IntInf.+ (IntInf.* (acc, ri), IntInf.fromInt d)
                    in if IntInf.>= (acc, two64) then raise Overflow else loop (acc, src') end
            end
        | NONE => (fromLargeInt acc, src)
    in
      case getc src of
        SOME (c, _) => if Int.< (BasisNumScan.digitValue (r, c), 0) then NONE else SOME (loop (IntInf.fromInt 0, src))
      | NONE => NONE
    end
  val fromString = StringCvt.scanString (scan StringCvt.HEX)
end

(* The overloaded operators work on these types too (Basis: the `word` class). *)
val () = (ld_overload ("+", Word8.+); ld_overload ("-", Word8.-); ld_overload ("*", Word8.*);
          ld_overload ("div", Word8.div); ld_overload ("mod", Word8.mod); ld_overload ("<", Word8.<);
          ld_overload ("<=", Word8.<=); ld_overload (">", Word8.>); ld_overload (">=", Word8.>=);
          ld_overload ("~", Word8.~))
val () = (ld_overload ("+", Word16.+); ld_overload ("-", Word16.-); ld_overload ("*", Word16.*);
          ld_overload ("div", Word16.div); ld_overload ("mod", Word16.mod); ld_overload ("<", Word16.<);
          ld_overload ("<=", Word16.<=); ld_overload (">", Word16.>); ld_overload (">=", Word16.>=);
          ld_overload ("~", Word16.~))
val () = (ld_overload ("+", Word32.+); ld_overload ("-", Word32.-); ld_overload ("*", Word32.*);
          ld_overload ("div", Word32.div); ld_overload ("mod", Word32.mod); ld_overload ("<", Word32.<);
          ld_overload ("<=", Word32.<=); ld_overload (">", Word32.>); ld_overload (">=", Word32.>=);
          ld_overload ("~", Word32.~))

(* Word constants at these types (Appendix E): 0w255 : Word8.word is the word
   0w255 narrowed to 8 bits; one the type cannot hold raises Overflow. The
   constant comes as a (63-bit) word and goes in through fromInt (the word's
   bits unchanged), not fromLarge, which would build a LargeWord first. *)
structure BasisWordLiterals =
struct
  fun narrow (bits, fromInt) w =
    if Word.>= (w, Word.<< (0w1, Word.fromInt bits)) then raise Overflow else fromInt (Word.toIntX w)
  val word8 = narrow (8, Word8.fromInt)
  val word16 = narrow (16, Word16.fromInt)
  val word32 = narrow (32, Word32.fromInt)
end
val () = ld_overload ("ld_word_literal", BasisWordLiterals.word8)
val () = ld_overload ("ld_word_literal", BasisWordLiterals.word16)
val () = ld_overload ("ld_word_literal", BasisWordLiterals.word32)

(* Word8Vector (elements of strings, read as bytes), Word8Array and Byte. *)
structure BasisBytes :>
  sig
    (* Word8Vector.vector admits equality, as in SML/NJ and Poly/ML *)
    eqtype bytes
    structure Word8Vector : MONO_VECTOR where type elem = Word8.word where type vector = bytes
    structure Word8Array : MONO_ARRAY where type elem = Word8.word where type vector = Word8Vector.vector
    val bytesToString : Word8Vector.vector -> string
    val stringToBytes : string -> Word8Vector.vector
    (* without the bounds checks, for structure Unsafe (unsafe.sml) *)
    val unsafeSub : Word8Vector.vector * int -> Word8.word
    val unsafeArraySub : Word8Array.array * int -> Word8.word
    val unsafeArrayUpdate : Word8Array.array * int * Word8.word -> unit
  end =
struct
  type bytes = string
  fun toByte c = Word8.fromInt (ord c)
  fun toChar b = chr (Word8.toInt b)
  structure Word8Vector =
  struct
    type vector = string
    type elem = Word8.word
    val maxLen = CharVector.maxLen
    fun fromList l = implode (map toChar l)
    fun tabulate (n, f) = CharVector.tabulate (n, toChar o f)
    val length = size
    fun sub (v, i) = toByte (ld_string_sub (v, i))
    fun update (v, i, b) = CharVector.update (v, i, toChar b)
    val concat = concat
    fun appi f = CharVector.appi (fn (i, c) => f (i, toByte c))
    fun app f = CharVector.app (f o toByte)
    fun mapi f = CharVector.mapi (fn (i, c) => toChar (f (i, toByte c)))
    fun map f = CharVector.map (toChar o f o toByte)
    fun foldli f = CharVector.foldli (fn (i, c, a) => f (i, toByte c, a))
    fun foldri f = CharVector.foldri (fn (i, c, a) => f (i, toByte c, a))
    fun foldl f = CharVector.foldl (fn (c, a) => f (toByte c, a))
    fun foldr f = CharVector.foldr (fn (c, a) => f (toByte c, a))
    fun findi p v = Option.map (fn (i, c) => (i, toByte c)) (CharVector.findi (fn (i, c) => p (i, toByte c)) v)
    fun find p v = Option.map toByte (CharVector.find (p o toByte) v)
    fun exists p = CharVector.exists (p o toByte)
    fun all p = CharVector.all (p o toByte)
    fun collate cmp = String.collate (fn (a, b) => cmp (toByte a, toByte b))
  end
  (* The element access is Array's own, bound here rather than taken from
     the functor's result: a functor body does not travel across units
     (issue 34), so BasisMonoArray's copy of Array.sub would reach a user's
     loop as an unknown call; these are inlined there. *)
  structure Word8Array =
  struct
    local structure Common = BasisMonoArray (Word8Vector) in open Common end
    val array = Array.array
    val length = Array.length
    val sub = Array.sub
    val update = Array.update
  end
  fun bytesToString v = v
  fun stringToBytes s = s
  fun unsafeSub (v, i) = toByte (ld_unsafe_string_sub (v, i))
  val unsafeArraySub = ld_unsafe_array_sub
  val unsafeArrayUpdate = ld_unsafe_array_update
end

structure Word8Vector = BasisBytes.Word8Vector
structure Word8Array = BasisBytes.Word8Array
structure Word8VectorSlice :> MONO_VECTOR_SLICE
  where type elem = Word8.word where type vector = Word8Vector.vector =
  BasisMonoVectorSlice (Word8Vector)
structure Word8ArraySlice :> MONO_ARRAY_SLICE
  where type elem = Word8.word where type array = Word8Array.array where type vector = Word8Vector.vector
  where type vector_slice = Word8VectorSlice.slice =
  BasisMonoArraySlice (structure A = Word8Array structure VS = Word8VectorSlice val fromList = Word8Vector.fromList)

signature BYTE =
sig
  val byteToChar : Word8.word -> char
  val charToByte : char -> Word8.word
  val bytesToString : Word8Vector.vector -> string
  val stringToBytes : string -> Word8Vector.vector
  val unpackStringVec : Word8VectorSlice.slice -> string
  val unpackString : Word8ArraySlice.slice -> string
  val packString : Word8Array.array * int * Substring.substring -> unit
end

structure Byte : BYTE =
struct
  fun byteToChar b = chr (Word8.toInt b)
  fun charToByte c = Word8.fromInt (ord c)
  val bytesToString = BasisBytes.bytesToString
  val stringToBytes = BasisBytes.stringToBytes
  fun unpackStringVec s = bytesToString (Word8VectorSlice.vector s)
  fun unpackString s = bytesToString (Word8ArraySlice.vector s)
  fun packString (a, i, ss) =
    if i < 0 orelse i > Word8Array.length a - Substring.size ss then raise Subscript
    else ignore (Substring.foldl (fn (c, k) => (Word8Array.update (a, k, charToByte c); k + 1)) i ss)
end

(* PACK_WORD (Basis Library "The PACK_WORD signature"): 16-, 32- and 64-bit
   words in byte vectors and arrays, little- and big-endian; element i is the
   bytes n*i .. n*i+n-1 of an n-byte word, and comes out as a LargeWord
   (Word64): zero-extended by subVec/subArr, sign-extended by the X forms. *)
signature PACK_WORD =
sig
  val bytesPerElem : int
  val isBigEndian : bool
  val subVec : Word8Vector.vector * int -> LargeWord.word
  val subVecX : Word8Vector.vector * int -> LargeWord.word
  val subArr : Word8Array.array * int -> LargeWord.word
  val subArrX : Word8Array.array * int -> LargeWord.word
  val update : Word8Array.array * int * LargeWord.word -> unit
end

(* An element is put together in the LargeWord (Word64) a byte at a time;
   one of fewer than 8 bytes is sign-extended from its top bit by shifting it
   up to bit 63 and arithmetically back. *)
functor BasisPackWord (val bytes : int val bigEndian : bool) : PACK_WORD =
struct
  val bytesPerElem = bytes
  val isBigEndian = bigEndian
  val unused = Word.fromInt (64 - 8 * bytes)
  (* the byte of weight 256^k of element i is at this index *)
  fun at (i, k) = if bigEndian then bytes * i + bytes - 1 - k else bytes * i + k
  (* loops rather than folds over lists of weights: no closure per byte *)
  fun get (byte, length) (x, i) =
    if i < 0 orelse i > (length x - bytes) div bytes then raise Subscript
    else
      let fun gather (k, w) =
            if k < 0 then w
            else gather (k - 1, ld_word64_orb (ld_word64_lshift (w, 0w8),
                                               ld_word64_of_word (Word.fromInt (Word8.toInt (byte (x, at (i, k)))))))
      in gather (bytes - 1, ld_word64_of_word 0w0) end
  fun signExtend w = ld_word64_arshift (ld_word64_lshift (w, unused), unused)
  val subVec = get (Word8Vector.sub, Word8Vector.length)
  fun subVecX p = signExtend (subVec p)
  val subArr = get (Word8Array.sub, Word8Array.length)
  fun subArrX p = signExtend (subArr p)
  fun update (a, i, w) =
    if i < 0 orelse i > (Word8Array.length a - bytes) div bytes then raise Subscript
    else
      let fun put k =
            if k = bytes then ()
            else
              let val b = Word.andb (ld_word64_to_word (ld_word64_rshift (w, Word.fromInt (8 * k))), 0wxFF)
              in Word8Array.update (a, at (i, k), Word8.fromInt (Word.toInt b)); put (k + 1) end
      in put 0 end
end

structure PackWord16Little = BasisPackWord (val bytes = 2 val bigEndian = false)
structure PackWord16Big = BasisPackWord (val bytes = 2 val bigEndian = true)
structure PackWord32Little = BasisPackWord (val bytes = 4 val bigEndian = false)
structure PackWord32Big = BasisPackWord (val bytes = 4 val bigEndian = true)
structure PackWord64Little = BasisPackWord (val bytes = 8 val bigEndian = false)
structure PackWord64Big = BasisPackWord (val bytes = 8 val bigEndian = true)

structure LargeWord = Word64
