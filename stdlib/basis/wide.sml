(* The Basis Library's optional wide text: WideChar : CHAR, WideString :
   STRING, WideSubstring : SUBSTRING, WideCharVector, WideCharArray,
   WideCharVectorSlice, WideCharArraySlice, WideText : TEXT and
   WideTextPrimIO (stdlib/README.md "Representation choices").

   A wide character is a code point of Unicode's Basic Multilingual Plane,
   0 .. 0xFFFF (maxOrd = 65535): the range SML's \uxxxx escape can write, so
   every wide character has a literal and toString/fromString round-trip. It
   is held as an int; a wide string is a vector of them (so the polymorphic
   Vector's, Array's and the mono slice functors' code serves). The two
   types are made abstract by sealing BasisWide: a wide char is neither an
   int nor a char, a wide string no other vector (each must be a type name
   of its own to join an overloading class). Classification is by the ASCII rules, as Char's (the C
   locale): no character above 127 is a letter, digit, space, printable or
   control character, so toString escapes it and scan reads it only as an
   escape.

   Wide literals: the compiler gives a char or string constant the type
   WideChar.char or WideString.string where its context requires (Basis
   "overloaded identifiers", like 0w1 : Word8.word): `ld_overload
   ("ld_char_literal", ...)` builds a wide char from its code, and
   `ld_overload ("ld_string_literal", ...)` a wide string from the
   constant's code points, two bytes each (big-endian), in a narrow string. *)

structure BasisWide :>
sig
  eqtype char
  eqtype string
  structure WideChar : CHAR where type char = char where type string = string
  structure WideString : STRING where type char = char where type string = string
  structure WideCharVector : MONO_VECTOR where type elem = char where type vector = string
  structure WideCharArray : MONO_ARRAY where type elem = char where type vector = string
  structure WideCharVectorSlice : MONO_VECTOR_SLICE where type elem = char where type vector = string
  structure WideSubstring : SUBSTRING
    where type substring = WideCharVectorSlice.slice where type char = char where type string = string
  structure WideCharArraySlice : MONO_ARRAY_SLICE
    where type elem = char where type array = WideCharArray.array where type vector = string
    where type vector_slice = WideCharVectorSlice.slice
  (* the wide string a wide string constant denotes, from its code points'
     two bytes each (see above) *)
  val fromLiteral : BasisNarrow.string -> string
end =
struct
  type char = int
  type string = int vector

  structure WideChar =
  struct
    type char = int
    type string = int vector
    val minChar = 0
    val maxOrd = 65535
    val maxChar = maxOrd
    fun ord (c : char) = c
    fun chr n = if n < 0 orelse n > maxOrd then raise Chr else n
    fun succ c = if c = maxChar then raise Chr else c + 1
    fun pred c = if c = minChar then raise Chr else c - 1
    val compare = Int.compare
    fun contains s (c : char) = Vector.exists (fn x => x = c) s
    fun notContains s c = not (contains s c)

    (* Char's classification on ASCII; false above *)
    fun ascii p (c : char) = c <= 127 andalso p (Char.chr c)
    fun isAscii c = c <= 127
    val isAlpha = ascii Char.isAlpha
    val isAlphaNum = ascii Char.isAlphaNum
    val isCntrl = ascii Char.isCntrl
    val isDigit = ascii Char.isDigit
    val isGraph = ascii Char.isGraph
    val isHexDigit = ascii Char.isHexDigit
    val isLower = ascii Char.isLower
    val isPrint = ascii Char.isPrint
    val isSpace = ascii Char.isSpace
    val isPunct = ascii Char.isPunct
    val isUpper = ascii Char.isUpper
    fun toLower c = if c <= 127 then Char.ord (Char.toLower (Char.chr c)) else c
    fun toUpper c = if c <= 127 then Char.ord (Char.toUpper (Char.chr c)) else c

    fun hex4 n = StringCvt.padLeft #"0" 4 (Int.fmt StringCvt.HEX n)
    (* Char's escapes up to 255, \uxxxx above (the SML and the C99 form) *)
    fun toString c = if c <= 255 then Char.toString (Char.chr c) else "\\u" ^ hex4 c
    fun toCString c = if c <= 255 then Char.toCString (Char.chr c) else "\\u" ^ hex4 c
    fun scan getc src = BasisChar.scanCode maxOrd getc src
    val fromString = StringCvt.scanString scan
    fun scanC getc src = BasisChar.scanCCode maxOrd getc src
    val fromCString = StringCvt.scanString scanC
    val op < = Int.<
    val op <= = Int.<=
    val op > = Int.>
    val op >= = Int.>=
  end

  structure WideCharVector =
  struct
    open Vector
    type elem = int
    type vector = int Vector.vector
  end

  structure WideString =
  struct
    type char = int
    type string = int vector
    val maxSize = Vector.maxLen
    val size = Vector.length
    val sub = Vector.sub
    fun substring (s, i, n) = VectorSlice.vector (VectorSlice.slice (s, i, SOME n))
    fun extract (s, i, n) = VectorSlice.vector (VectorSlice.slice (s, i, n))
    fun op ^ (a, b) = Vector.concat [a, b]
    val concat = Vector.concat
    fun concatWith _ [] = Vector.fromList []
      | concatWith sep (s :: ss) = concat (s :: List.foldr (fn (x, acc) => sep :: x :: acc) [] ss)
    fun str (c : char) = Vector.fromList [c]
    val implode = Vector.fromList
    fun explode s = Vector.foldr op :: [] s
    val map = Vector.map
    fun translate f s = concat (Vector.foldr (fn (c, acc) => f c :: acc) [] s)

    fun fields isDelim s =
      let val n = size s
          fun loop (i, start, acc) =
            if i >= n then rev (substring (s, start, n - start) :: acc)
            else if isDelim (sub (s, i)) then loop (i + 1, i + 1, substring (s, start, i - start) :: acc)
            else loop (i + 1, start, acc)
      in loop (0, 0, []) end
    fun tokens isDelim s = List.filter (fn t => size t > 0) (fields isDelim s)

    fun occursAt (s1, s2, i) =
      let val n = size s1
          fun loop k = k >= n orelse (sub (s1, k) = sub (s2, i + k) andalso loop (k + 1))
      in i >= 0 andalso i + n <= size s2 andalso loop 0 end
    fun isPrefix s1 s2 = occursAt (s1, s2, 0)
    fun isSuffix s1 s2 = occursAt (s1, s2, size s2 - size s1)
    fun isSubstring s1 s2 =
      let val last = size s2 - size s1
          fun loop i = i <= last andalso (occursAt (s1, s2, i) orelse loop (i + 1))
      in loop 0 end

    val collate = Vector.collate
    val compare = collate Int.compare
    fun op < (a, b) = compare (a, b) = LESS
    fun op <= (a, b) = compare (a, b) <> GREATER
    fun op > (a, b) = compare (a, b) = GREATER
    fun op >= (a, b) = compare (a, b) <> LESS

    fun toString s = String.concat (Vector.foldr (fn (c, acc) => WideChar.toString c :: acc) [] s)
    fun toCString s = String.concat (Vector.foldr (fn (c, acc) => WideChar.toCString c :: acc) [] s)

    (* as String.scan: the longest prefix of characters `scanChar` accepts;
       NONE when the input is not empty and its first one is not accepted *)
    fun scanWith scanChar getc src =
      let fun loop (src, acc) =
            case scanChar getc src of
              SOME (c, src') => loop (src', c :: acc)
            | NONE => (acc, src)
      in case getc src of
           NONE => SOME (Vector.fromList [], src)
         | SOME _ =>
             (case loop (src, []) of
                ([], _) => NONE
              | (acc, src') => SOME (Vector.fromList (rev acc), src'))
      end
    fun scan getc src = scanWith WideChar.scan getc src
    val fromString = StringCvt.scanString scan
    val fromCString = StringCvt.scanString (scanWith WideChar.scanC)
  end

  structure WideCharArray = BasisMonoArray (WideCharVector)
  structure Slices = BasisTextSlices (struct
                                        type char = int
                                        type string = int vector
                                        structure V = WideCharVector
                                        val unsafeSub = ld_unsafe_vector_sub
                                        val substring = WideString.substring
                                        val concatWith = WideString.concatWith
                                        val compareChar = Int.compare
                                      end)
  structure WideCharVectorSlice = Slices.VectorSlice
  structure WideSubstring = Slices.Substring
  structure WideCharArraySlice =
    BasisMonoArraySlice (structure A = WideCharArray structure VS = WideCharVectorSlice
                         val fromList = Vector.fromList)

  fun fromLiteral bytes =
    Vector.tabulate (String.size bytes div 2,
                     fn i => Char.ord (String.sub (bytes, 2 * i)) * 256 + Char.ord (String.sub (bytes, 2 * i + 1)))
end

structure WideChar = BasisWide.WideChar
structure WideString = BasisWide.WideString
structure WideCharVector = BasisWide.WideCharVector
structure WideCharArray = BasisWide.WideCharArray
structure WideCharVectorSlice = BasisWide.WideCharVectorSlice
structure WideSubstring = BasisWide.WideSubstring
structure WideCharArraySlice = BasisWide.WideCharArraySlice

(* TEXT (Basis Library "The TEXT signature"): a character set's structures
   together. *)
signature TEXT =
sig
  structure Char : CHAR
  structure String : STRING
  structure Substring : SUBSTRING
  structure CharVector : MONO_VECTOR
  structure CharArray : MONO_ARRAY
  structure CharVectorSlice : MONO_VECTOR_SLICE
  structure CharArraySlice : MONO_ARRAY_SLICE
  sharing type Char.char = String.char = Substring.char = CharVector.elem = CharArray.elem
               = CharVectorSlice.elem = CharArraySlice.elem
  sharing type Char.string = String.string = Substring.string = CharVector.vector = CharArray.vector
               = CharVectorSlice.vector = CharArraySlice.vector
  sharing type CharArray.array = CharArraySlice.array
  sharing type CharVectorSlice.slice = CharArraySlice.vector_slice
end

structure Text : TEXT =
struct
  structure Char = Char
  structure String = String
  structure Substring = Substring
  structure CharVector = CharVector
  structure CharArray = CharArray
  structure CharVectorSlice = CharVectorSlice
  structure CharArraySlice = CharArraySlice
end

structure WideText : TEXT =
struct
  structure Char = WideChar
  structure String = WideString
  structure Substring = WideSubstring
  structure CharVector = WideCharVector
  structure CharArray = WideCharArray
  structure CharVectorSlice = WideCharVectorSlice
  structure CharArraySlice = WideCharArraySlice
end

(* The wide characters' literals and the overloaded comparisons on them
   (Basis "overloaded identifiers": < <= > >= on every text type). *)
val () = (ld_overload ("ld_char_literal", WideChar.chr);
          ld_overload ("ld_string_literal", BasisWide.fromLiteral);
          ld_overload ("<", WideChar.<); ld_overload ("<=", WideChar.<=);
          ld_overload (">", WideChar.>); ld_overload (">=", WideChar.>=);
          ld_overload ("<", WideString.<); ld_overload ("<=", WideString.<=);
          ld_overload (">", WideString.>); ld_overload (">=", WideString.>=))
