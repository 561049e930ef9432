(* utf8.sml: UTF-8, as the SML/NJ Library's UTF8 structure offers it (its
   signature UTF8), over the Basis alone: the lexers ml-ulex writes read
   their input through it, and this library does not need smlnj-lib. *)

signature UTF8 =
  sig
    type wchar = word

    val maxCodePoint : wchar
    val replacementCodePoint : wchar

    exception Incomplete
    exception Invalid

    datatype decode_strategy = STRICT | REPLACE

    val getWC : decode_strategy -> (char, 'strm) StringCvt.reader -> (wchar, 'strm) StringCvt.reader
    val getWCStrict : (char, 'strm) StringCvt.reader -> (wchar, 'strm) StringCvt.reader
    val getu : (char, 'strm) StringCvt.reader -> (wchar, 'strm) StringCvt.reader

    val encode : wchar -> string
    val isAscii : wchar -> bool
    val toAscii : wchar -> char
    val fromAscii : char -> wchar
    val toString : wchar -> string

    val size : string -> int
    val size' : substring -> int
    val explode : string -> wchar list
    val implode : wchar list -> string
    val map : (wchar -> wchar) -> string -> string
    val app : (wchar -> unit) -> string -> unit
    val fold : ((wchar * 'a) -> 'a) -> 'a -> string -> 'a
    val all : (wchar -> bool) -> string -> bool
    val exists : (wchar -> bool) -> string -> bool
  end

structure UTF8 :> UTF8 =
  struct
    type wchar = word

    val maxCodePoint : wchar = 0wx10FFFF
    val replacementCodePoint : wchar = 0wxFFFD

    exception Incomplete
    exception Invalid

    datatype decode_strategy = STRICT | REPLACE

    fun byte c = Word.fromInt (Char.ord c)
    fun isContinuation b = Word.andb (b, 0wxC0) = 0wx80

    (* a lead byte's payload bits, how many continuation bytes follow it,
       and the least code point so many bytes may encode (anything less is
       an over-long encoding); NONE for a byte no character starts with *)
    fun lead b =
          if b < 0wx80 then SOME (b, 0, 0w0)
          else if Word.andb (b, 0wxE0) = 0wxC0 then SOME (Word.andb (b, 0wx1F), 1, 0wx80)
          else if Word.andb (b, 0wxF0) = 0wxE0 then SOME (Word.andb (b, 0wx0F), 2, 0wx800)
          else if Word.andb (b, 0wxF8) = 0wxF0 then SOME (Word.andb (b, 0wx07), 3, 0wx10000)
          else NONE

    fun valid (w, least) =
          w >= least andalso w <= maxCodePoint andalso (w < 0wxD800 orelse w > 0wxDFFF)

    (* STRICT raises at a bad sequence; REPLACE yields U+FFFD for it and
       goes on after its longest well-formed start (at least one byte) *)
    fun getWC strategy getc strm =
          case getc strm
           of NONE => NONE
            | SOME (c, rest) =>
                let fun bad (exn, resume) =
                          case strategy
                           of STRICT => raise exn
                            | REPLACE => SOME (replacementCodePoint, resume)
                in
                  case lead (byte c)
                   of NONE => bad (Invalid, rest)
                    | SOME (w, 0, _) => SOME (w, rest)
                    | SOME (bits, count, least) =>
                        let fun continue (w, 0, s) =
                                  if valid (w, least) then SOME (w, s) else bad (Invalid, s)
                              | continue (w, n, s) =
                                  case getc s
                                   of NONE => bad (Incomplete, s)
                                    | SOME (c', s') =>
                                        if isContinuation (byte c')
                                          then continue (Word.orb (Word.<< (w, 0w6), Word.andb (byte c', 0wx3F)), n - 1, s')
                                          else bad (Invalid, s)
                        in continue (bits, count, rest) end
                end

    fun getWCStrict getc = getWC STRICT getc
    fun getu getc = getWC STRICT getc

    fun isAscii w = w < 0wx80
    fun toAscii w = Char.chr (Word.toInt (Word.andb (w, 0wx7F)))
    fun fromAscii c = Word.andb (byte c, 0wx7F)

    fun chr w = Char.chr (Word.toInt w)
    fun encode w =
          if w < 0wx80 then String.str (chr w)
          else if w < 0wx800 then
            String.implode [chr (Word.orb (0wxC0, Word.>> (w, 0w6))), chr (Word.orb (0wx80, Word.andb (w, 0wx3F)))]
          else if w < 0wx10000 then
            String.implode [chr (Word.orb (0wxE0, Word.>> (w, 0w12))),
                            chr (Word.orb (0wx80, Word.andb (Word.>> (w, 0w6), 0wx3F))),
                            chr (Word.orb (0wx80, Word.andb (w, 0wx3F)))]
          else if w <= maxCodePoint then
            String.implode [chr (Word.orb (0wxF0, Word.>> (w, 0w18))),
                            chr (Word.orb (0wx80, Word.andb (Word.>> (w, 0w12), 0wx3F))),
                            chr (Word.orb (0wx80, Word.andb (Word.>> (w, 0w6), 0wx3F))),
                            chr (Word.orb (0wx80, Word.andb (w, 0wx3F)))]
          else raise Invalid

    (* an SML escape: the character itself when it is ASCII, else \uXXXX,
       or \UXXXXXXXX above the Basic Multilingual Plane *)
    fun toString w =
          if isAscii w then Char.toCString (toAscii w)
          else if w <= 0wxFFFF then "\\u" ^ StringCvt.padLeft #"0" 4 (Word.toString w)
          else if w <= maxCodePoint then "\\U" ^ StringCvt.padLeft #"0" 8 (Word.toString w)
          else raise Invalid

    fun fold f init s =
          let val next = getu Substring.getc
              fun go (ss, acc) = case next ss of NONE => acc | SOME (w, rest) => go (rest, f (w, acc))
          in go (Substring.full s, init) end

    fun size' ss =
          let val next = getu Substring.getc
              fun go (ss, n) = case next ss of NONE => n | SOME (_, rest) => go (rest, n + 1)
          in go (ss, 0) end
    fun size s = size' (Substring.full s)

    fun explode s = rev (fold (op ::) [] s)
    fun implode ws = String.concat (List.map encode ws)
    fun map f s = implode (List.map f (explode s))
    fun app f s = fold (fn (w, ()) => f w) () s
    fun all pred s = List.all pred (explode s)
    fun exists pred s = List.exists pred (explode s)
  end
