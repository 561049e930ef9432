(* CHAR (Basis Library "The Char structure"): the 256 characters of the
   extended ASCII set; classification is by the ASCII rules (the C locale).
   WideChar (wide.sml) matches CHAR too, with the same conversions from and
   to (narrow) text, whose types BasisNarrow names. *)

structure BasisNarrow =
struct
  type char = char
  type string = string
end

signature CHAR =
sig
  eqtype char
  eqtype string
  val minChar : char
  val maxChar : char
  val maxOrd : int
  val ord : char -> int
  val chr : int -> char
  val succ : char -> char
  val pred : char -> char
  val compare : char * char -> order
  val < : char * char -> bool
  val <= : char * char -> bool
  val > : char * char -> bool
  val >= : char * char -> bool
  val contains : string -> char -> bool
  val notContains : string -> char -> bool
  val isAscii : char -> bool
  val toLower : char -> char
  val toUpper : char -> char
  val isAlpha : char -> bool
  val isAlphaNum : char -> bool
  val isCntrl : char -> bool
  val isDigit : char -> bool
  val isGraph : char -> bool
  val isHexDigit : char -> bool
  val isLower : char -> bool
  val isPrint : char -> bool
  val isSpace : char -> bool
  val isPunct : char -> bool
  val isUpper : char -> bool
  val toString : char -> BasisNarrow.string
  val scan : (BasisNarrow.char, 'a) StringCvt.reader -> (char, 'a) StringCvt.reader
  val fromString : BasisNarrow.string -> char option
  val toCString : char -> BasisNarrow.string
  val fromCString : BasisNarrow.string -> char option
end

(* BasisChar has the C escape scanner String.fromCString uses as well;
   Char is its view through CHAR. *)
structure BasisChar =
struct
  type char = char
  type string = string
  val minChar = #"\000"
  val maxChar = #"\255"
  val maxOrd = 255
  val ord = ord
  val chr = chr
  fun succ c = if c = maxChar then raise Chr else chr (ord c + 1)
  fun pred c = if c = minChar then raise Chr else chr (ord c - 1)
  fun compare (a : char, b) = if a < b then LESS else if a > b then GREATER else EQUAL

  fun contains s c =
    let val n = size s
        fun loop i = i < n andalso (ld_string_sub (s, i) = c orelse loop (i + 1))
    in loop 0 end
  fun notContains s c = not (contains s c)

  fun isAscii c = ord c <= 127
  fun isUpper c = c >= #"A" andalso c <= #"Z"
  fun isLower c = c >= #"a" andalso c <= #"z"
  fun isDigit c = c >= #"0" andalso c <= #"9"
  fun isAlpha c = isUpper c orelse isLower c
  fun isAlphaNum c = isAlpha c orelse isDigit c
  fun isHexDigit c = isDigit c orelse (c >= #"a" andalso c <= #"f") orelse (c >= #"A" andalso c <= #"F")
  fun isGraph c = c >= #"!" andalso c <= #"~"
  fun isPrint c = isGraph c orelse c = #" "
  fun isCntrl c = isAscii c andalso not (isPrint c)
  fun isSpace c = c = #" " orelse (c >= #"\t" andalso c <= #"\r")
  fun isPunct c = isGraph c andalso not (isAlphaNum c)
  fun toLower c = if isUpper c then chr (ord c + 32) else c
  fun toUpper c = if isLower c then chr (ord c - 32) else c

  fun digits3 n =
    implode [chr (48 + n div 100), chr (48 + n div 10 mod 10), chr (48 + n mod 10)]

  (* the escapes SML and C share (\\ \" \a \b \t \n \v \f \r), "" for
     any other character *)
  fun commonEscape c =
    case c of
      #"\\" => "\\\\"
    | #"\"" => "\\\""
    | #"\a" => "\\a"
    | #"\b" => "\\b"
    | #"\t" => "\\t"
    | #"\n" => "\\n"
    | #"\v" => "\\v"
    | #"\f" => "\\f"
    | #"\r" => "\\r"
    | _ => ""

  (* SML escapes: the common ones, \^@ .. \^_ for the other controls,
     \ddd (decimal) above 126 *)
  fun toString c =
    let val e = commonEscape c
    in
      if size e > 0 then e
      else if isPrint c then str c
      else if ord c < 32 then "\\^" ^ str (chr (ord c + 64))
      else "\\" ^ digits3 (ord c)
    end

  (* C escapes: the common ones, \? \' and \ooo (octal) *)
  fun toCString c =
    case c of
      #"?" => "\\?"
    | #"'" => "\\'"
    | _ =>
        let val e = commonEscape c
        in
          if size e > 0 then e
          else if isPrint c then str c
          else
            let val n = ord c
            in implode [#"\\", chr (48 + n div 64), chr (48 + n div 8 mod 8), chr (48 + n mod 8)] end
        end

  fun digitValue c =
    if isDigit c then ord c - 48
    else if c >= #"a" andalso c <= #"f" then ord c - 87
    else ord c - 55

  (* the character the one-letter escape \c SML and C share denotes *)
  fun letterEscape c =
    case c of
      #"a" => SOME #"\a"
    | #"b" => SOME #"\b"
    | #"t" => SOME #"\t"
    | #"n" => SOME #"\n"
    | #"v" => SOME #"\v"
    | #"f" => SOME #"\f"
    | #"r" => SOME #"\r"
    | #"\\" => SOME #"\\"
    | #"\"" => SOME #"\""
    | _ => NONE

  (* \^c after the ^: the control character c - 64, for c in @ .. _ *)
  fun controlEscape getc src =
    case getc src of
      SOME (d, src') => if ord d >= 64 andalso ord d <= 95 then SOME (ord d - 64, src') else NONE
    | NONE => NONE

  (* The code of the character an SML string literal's contents start with,
     if at most `limit` (Char's 255; WideChar's maxOrd): a printable ASCII
     character or an escape sequence (after the backslash). Formatting
     sequences \f...f\ are skipped first: scanning reads one character of an
     SML string literal's contents. *)
  fun scanCode limit getc src =
    let
      fun dec (src, n, 0) = if n > limit then NONE else SOME (n, src)
        | dec (src, n, k) =
            (case getc src of
               SOME (c, src') => if isDigit c then dec (src', n * 10 + digitValue c, k - 1) else NONE
             | NONE => NONE)
      fun hex (src, n, 0) = if n > limit then NONE else SOME (n, src)
        | hex (src, n, k) =
            (case getc src of
               SOME (c, src') => if isHexDigit c then hex (src', n * 16 + digitValue c, k - 1) else NONE
             | NONE => NONE)
      fun gap src =
        case getc src of
          SOME (c, src') =>
            if isSpace c then gap src'
            else if c = #"\\" then start src'
            else NONE
        | NONE => NONE
      and escape src =
        case getc src of
          NONE => NONE
        | SOME (c, src') =>
            (case c of
               #"^" => controlEscape getc src'
             | #"u" => hex (src', 0, 4)
             | _ =>
                 case letterEscape c of
                   SOME e => SOME (ord e, src')
                 | NONE =>
                     if isDigit c then dec (src, 0, 3)
                     else if isSpace c then gap src'
                     else NONE)
      and start src =
        case getc src of
          NONE => NONE
        | SOME (c, src') =>
            if c = #"\\" then escape src'
            else if isPrint c andalso c <> #"\"" then SOME (ord c, src')
            else NONE
    in
      start src
    end

  fun scan getc src =
    case scanCode 255 getc src of
      SOME (n, src') => SOME (chr n, src')
    | NONE => NONE

  val fromString = StringCvt.scanString scan

  (* The code of the character a C string literal's contents start with, if
     at most `limit`: also \? \' \ooo (1-3 octal digits) and \xhh... (any
     number of hex digits); above 255, \uxxxx too (C99's universal character
     names, which WideChar.toCString writes). *)
  fun scanCCode limit getc src =
    let
      fun isOct c = c >= #"0" andalso c <= #"7"
      fun oct (src, n, k) =
        if k = 0 then (if n > limit then NONE else SOME (n, src))
        else
          case getc src of
            SOME (c, src') => if isOct c then oct (src', n * 8 + digitValue c, k - 1)
                              else if n > limit then NONE else SOME (n, src)
          | NONE => if n > limit then NONE else SOME (n, src)
      fun hex (src, n, seen) =
        case getc src of
          SOME (c, src') =>
            if isHexDigit c then (if n > limit then NONE else hex (src', n * 16 + digitValue c, true))
            else if seen andalso n <= limit then SOME (n, src) else NONE
        | NONE => if seen andalso n <= limit then SOME (n, src) else NONE
      fun hex4 (src, n, 0) = if n > limit then NONE else SOME (n, src)
        | hex4 (src, n, k) =
            (case getc src of
               SOME (c, src') => if isHexDigit c then hex4 (src', n * 16 + digitValue c, k - 1) else NONE
             | NONE => NONE)
    in
      case getc src of
        NONE => NONE
      | SOME (#"\\", src') =>
          (case getc src' of
             NONE => NONE
           | SOME (c, src'') =>
               (case c of
                  #"?" => SOME (ord #"?", src'')
                | #"'" => SOME (ord #"'", src'')
                | #"^" => controlEscape getc src''
                | #"x" => hex (src'', 0, false)
                | #"u" => if limit > 255 then hex4 (src'', 0, 4) else NONE
                | _ =>
                    case letterEscape c of
                      SOME e => SOME (ord e, src'')
                    | NONE => if isOct c then oct (src', 0, 3) else NONE))
      | SOME (c, src') => if isPrint c then SOME (ord c, src') else NONE
    end

  fun scanC getc src =
    case scanCCode 255 getc src of
      SOME (n, src') => SOME (chr n, src')
    | NONE => NONE

  val fromCString = StringCvt.scanString scanC
  (* last: the structure's own comparisons are at char only *)
  val op < = fn (a : char, b) => a < b
  val op <= = fn (a : char, b) => a <= b
  val op > = fn (a : char, b) => a > b
  val op >= = fn (a : char, b) => a >= b
end

structure Char : CHAR = BasisChar
