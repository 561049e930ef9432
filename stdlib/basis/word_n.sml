(* Word8 and Word32: words of fewer bits, held in a word (compiler/prims.py
   WORD_MAX) reduced modulo 2^wordSize after every operation. LargeWord is
   the 63-bit Word. *)

functor BasisWordN (val bits : int) :> WORD =
struct
  type word = word
  val wordSize = bits
  val mask = Word.- (Word.<< (0w1, Word.fromInt bits), 0w1)
  val signBit = Word.<< (0w1, Word.fromInt (bits - 1))
  fun norm w = Word.andb (w, mask)
  fun toLarge w = w
  fun toLargeX w = if Word.andb (w, signBit) = 0w0 then w else Word.orb (w, Word.notb mask)
  val toLargeWord = toLarge
  val toLargeWordX = toLargeX
  fun fromLarge w = norm w
  val fromLargeWord = fromLarge
  fun toInt w = Word.toInt w
  fun toIntX w = Word.toIntX (toLargeX w)
  fun fromInt i = norm (Word.fromInt i)
  fun toLargeInt w = IntInf.fromInt (toInt w)
  fun toLargeIntX w = IntInf.fromInt (toIntX w)
  fun fromLargeInt i = norm (Word.fromLargeInt i)
  val andb = Word.andb
  val orb = Word.orb
  val xorb = Word.xorb
  fun notb w = Word.xorb (w, mask)
  fun << (w, k) = norm (Word.<< (w, k))
  val >> = Word.>>
  fun ~>> (w, k) = norm (Word.~>> (toLargeX w, k))
  fun op + (a, b) = norm (Word.+ (a, b))
  fun op - (a, b) = norm (Word.- (a, b))
  fun op * (a, b) = norm (Word.* (a, b))
  val op div = Word.div
  val op mod = Word.mod
  fun ~ w = norm (Word.~ w)
  val compare = Word.compare
  val op < = Word.<
  val op <= = Word.<=
  val op > = Word.>
  val op >= = Word.>=
  val min = Word.min
  val max = Word.max
  val fmt = Word.fmt
  val toString = Word.toString
  fun scan radix getc src =
    case Word.scan radix getc src of
      SOME (w, rest) => if Word.> (w, mask) then raise Overflow else SOME (w, rest)
    | NONE => NONE
  val fromString = StringCvt.scanString (scan StringCvt.HEX)
end

structure Word8 = BasisWordN (val bits = 8)
structure Word32 = BasisWordN (val bits = 32)

(* The overloaded operators work on these types too (Basis: the `word` class). *)
val () = (ld_overload ("+", Word8.+); ld_overload ("-", Word8.-); ld_overload ("*", Word8.*);
          ld_overload ("div", Word8.div); ld_overload ("mod", Word8.mod);
          ld_overload ("<", Word8.<); ld_overload ("<=", Word8.<=);
          ld_overload (">", Word8.>); ld_overload (">=", Word8.>=))
val () = (ld_overload ("+", Word32.+); ld_overload ("-", Word32.-); ld_overload ("*", Word32.*);
          ld_overload ("div", Word32.div); ld_overload ("mod", Word32.mod);
          ld_overload ("<", Word32.<); ld_overload ("<=", Word32.<=);
          ld_overload (">", Word32.>); ld_overload (">=", Word32.>=))

(* Word constants at these types (Appendix E): 0w255 : Word8.word is
   Word8.fromLarge 0w255; one the type cannot hold raises Overflow. *)
structure BasisWordLiterals =
struct
  fun word8 w = if w > 0w255 then raise Overflow else Word8.fromLarge w
  fun word32 w = if w > 0wxFFFFFFFF then raise Overflow else Word32.fromLarge w
end
val () = (ld_overload ("ld_word_literal", BasisWordLiterals.word8);
          ld_overload ("ld_word_literal", BasisWordLiterals.word32))

(* Word8Vector (elements of strings, read as bytes), Word8Array and Byte. *)
structure BasisBytes :>
  sig
    (* Word8Vector.vector admits equality, as in SML/NJ and Poly/ML *)
    eqtype bytes
    structure Word8Vector : MONO_VECTOR where type elem = Word8.word where type vector = bytes
    structure Word8Array : MONO_ARRAY where type elem = Word8.word where type vector = Word8Vector.vector
    val bytesToString : Word8Vector.vector -> string
    val stringToBytes : string -> Word8Vector.vector
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
  structure Word8Array = BasisMonoArray (Word8Vector)
  fun bytesToString v = v
  fun stringToBytes s = s
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

(* PACK_WORD (Basis Library "The PACK_WORD signature"): 32-bit words in
   byte vectors and arrays, little- and big-endian; element i is the bytes
   4i .. 4i+3. *)
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

functor BasisPackWord32 (val bigEndian : bool) : PACK_WORD =
struct
  val bytesPerElem = 4
  val isBigEndian = bigEndian
  (* the byte of weight 256^k of element i is at this index *)
  fun at (i, k) = if bigEndian then 4 * i + 3 - k else 4 * i + k
  fun get (byte, length) (x, i) =
    if i < 0 orelse 4 * i + 4 > length x then raise Subscript
    else List.foldl (fn (k, w) => Word.orb (Word.<< (w, 0w8), Word8.toLarge (byte (x, at (i, k))))) 0w0 [3, 2, 1, 0]
  fun signExtend w = Word32.toLargeX (Word32.fromLarge w)
  val subVec = get (Word8Vector.sub, Word8Vector.length)
  fun subVecX p = signExtend (subVec p)
  val subArr = get (Word8Array.sub, Word8Array.length)
  fun subArrX p = signExtend (subArr p)
  fun update (a, i, w) =
    if i < 0 orelse 4 * i + 4 > Word8Array.length a then raise Subscript
    else List.app (fn k => Word8Array.update (a, at (i, k), Word8.fromLarge (Word.>> (w, Word.fromInt (8 * k))))) [0, 1, 2, 3]
end

structure PackWord32Little = BasisPackWord32 (val bigEndian = false)
structure PackWord32Big = BasisPackWord32 (val bigEndian = true)
