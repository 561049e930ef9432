(* STRING (Basis Library "The String structure"): strings of 8-bit chars.
   WideString (wide.sml) matches STRING too. *)

signature STRING =
sig
  eqtype string
  eqtype char
  val maxSize : int
  val size : string -> int
  val sub : string * int -> char
  val extract : string * int * int option -> string
  val substring : string * int * int -> string
  val ^ : string * string -> string
  val concat : string list -> string
  val concatWith : string -> string list -> string
  val str : char -> string
  val implode : char list -> string
  val explode : string -> char list
  val map : (char -> char) -> string -> string
  val translate : (char -> string) -> string -> string
  val tokens : (char -> bool) -> string -> string list
  val fields : (char -> bool) -> string -> string list
  val isPrefix : string -> string -> bool
  val isSubstring : string -> string -> bool
  val isSuffix : string -> string -> bool
  val compare : string * string -> order
  val collate : (char * char -> order) -> string * string -> order
  val < : string * string -> bool
  val <= : string * string -> bool
  val > : string * string -> bool
  val >= : string * string -> bool
  val toString : string -> BasisNarrow.string
  val scan : (BasisNarrow.char, 'a) StringCvt.reader -> (string, 'a) StringCvt.reader
  val fromString : BasisNarrow.string -> string option
  val toCString : string -> BasisNarrow.string
  val fromCString : BasisNarrow.string -> string option
end

structure String : STRING =
struct
  type string = string
  type char = char
  val maxSize = BasisLimits.maxLen
  val size = size
  val sub = ld_string_sub
  val substring = substring
  val op ^ = op ^
  val concat = concat
  val str = str
  val implode = implode
  val explode = explode

  fun extract (s, i, NONE) =
        if i < 0 orelse i > size s then raise Subscript else substring (s, i, size s - i)
    | extract (s, i, SOME n) = substring (s, i, n)

  fun concatWith _ [] = ""
    | concatWith sep (s :: ss) =
        let fun loop [] = []
              | loop (x :: xs) = sep :: x :: loop xs
        in concat (s :: loop ss) end

  (* f is applied left to right, straight from the string (no exploded list) *)
  fun map f s = implode (List.tabulate (size s, fn i => f (sub (s, i))))
  fun translate f s = concat (List.tabulate (size s, fn i => f (sub (s, i))))

  (* the pieces of s between delimiters, left to right. Two loops, not one
     shared function with a keepEmpty flag: each is a small higher-order
     function on its own, so a call passing a known predicate gets a copy of
     the loop that calls it directly (the shrinker's higher-order inlining). *)
  fun fields isDelim s =
    let val n = size s
        fun loop (i, start, acc) =
          if i >= n then rev (substring (s, start, n - start) :: acc)
          else if isDelim (sub (s, i)) then loop (i + 1, i + 1, substring (s, start, i - start) :: acc)
          else loop (i + 1, start, acc)
    in loop (0, 0, []) end
  (* tokens never builds the empty pieces *)
  fun tokens isDelim s =
    let val n = size s
        fun piece (start, stop, acc) = if stop > start then substring (s, start, stop - start) :: acc else acc
        fun loop (i, start, acc) =
          if i >= n then rev (piece (start, n, acc))
          else if isDelim (sub (s, i)) then loop (i + 1, i + 1, piece (start, i, acc))
          else loop (i + 1, start, acc)
    in loop (0, 0, []) end

  (* whether s1 occurs in s2 at position i *)
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

  fun compare (a, b) =
    case ld_string_compare (a, b) of
      0 => EQUAL
    | n => if n < 0 then LESS else GREATER

  fun collate cmp (a, b) =
    let val na = size a
        val nb = size b
        fun loop i =
          if i >= na then (if i >= nb then EQUAL else LESS)
          else if i >= nb then GREATER
          else case cmp (sub (a, i), sub (b, i)) of
                 EQUAL => loop (i + 1)
               | ord => ord
    in loop 0 end

  fun toString s = translate Char.toString s
  fun toCString s = translate Char.toCString s

  (* the longest prefix of characters `scanChar` accepts; NONE when the
     input is not empty and its first character is not accepted *)
  fun scanWith scanChar getc src =
    let fun loop (src, acc) =
          case scanChar getc src of
            SOME (c, src') => loop (src', c :: acc)
          | NONE => (implode (rev acc), src)
    in case getc src of
         NONE => SOME ("", src)
       | SOME _ =>
           (case loop (src, []) of
              ("", _) => NONE
            | result => SOME result)
    end

  fun scan getc src = scanWith Char.scan getc src
  val fromString = StringCvt.scanString scan
  val fromCString = StringCvt.scanString (scanWith BasisChar.scanC)

  (* last: the structure's own comparisons are at string only *)
  val op < = fn (a : string, b) => a < b
  val op <= = fn (a : string, b) => a <= b
  val op > = fn (a : string, b) => a > b
  val op >= = fn (a : string, b) => a >= b
end
