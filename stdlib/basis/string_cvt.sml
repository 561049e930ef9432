(* STRING_CVT (Basis Library "The StringCvt structure"). *)

signature STRING_CVT =
sig
  datatype radix = BIN | OCT | DEC | HEX
  datatype realfmt = SCI of int option | FIX of int option | GEN of int option | EXACT
  type ('a, 'b) reader = 'b -> ('a * 'b) option
  val padLeft : char -> int -> string -> string
  val padRight : char -> int -> string -> string
  val splitl : (char -> bool) -> (char, 'a) reader -> 'a -> string * 'a
  val takel : (char -> bool) -> (char, 'a) reader -> 'a -> string
  val dropl : (char -> bool) -> (char, 'a) reader -> 'a -> 'a
  val skipWS : (char, 'a) reader -> 'a -> 'a
  type cs
  val scanString : ((char, cs) reader -> ('a, cs) reader) -> string -> 'a option
end

structure StringCvt :> STRING_CVT =
struct
  datatype radix = BIN | OCT | DEC | HEX
  datatype realfmt = SCI of int option | FIX of int option | GEN of int option | EXACT
  type ('a, 'b) reader = 'b -> ('a * 'b) option

  fun copies (c, n) =
    let fun loop (0, acc) = acc
          | loop (k, acc) = loop (k - 1, c :: acc)
    in implode (loop (n, [])) end

  (* s joined with copies of c to i chars by `join` (padding, s); a result
     longer than String.maxSize raises Size, as ^ would *)
  fun pad join c i s =
    if size s >= i then s else if i > BasisLimits.maxLen then raise Size else join (copies (c, i - size s), s)
  fun padLeft c i s = pad op ^ c i s
  fun padRight c i s = pad (fn (padding, s) => s ^ padding) c i s

  fun splitl p getc src =
    let fun loop (src, acc) =
          case getc src of
            SOME (c, src') => if p c then loop (src', c :: acc) else (implode (rev acc), src)
          | NONE => (implode (rev acc), src)
    in loop (src, []) end

  fun takel p getc src = #1 (splitl p getc src)

  fun dropl p getc src =
    let fun loop src =
          case getc src of
            SOME (c, src') => if p c then loop src' else src
          | NONE => src
    in loop src end

  fun isSpace c = c = #" " orelse (c >= #"\t" andalso c <= #"\r")

  fun skipWS getc = dropl isSpace getc

  (* a position in the string being scanned *)
  type cs = int

  fun scanString scan s =
    let val n = size s
        fun getc i = if i < n then SOME (ld_string_sub (s, i), i + 1) else NONE
    in case scan getc 0 of
         SOME (x, _) => SOME x
       | NONE => NONE
    end
end
