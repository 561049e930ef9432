(* Char *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun optChar NONE = "NONE"
  | optChar (SOME c) = "SOME " ^ Int.toString (ord c)
fun ord2s LESS = "LESS"
  | ord2s EQUAL = "EQUAL"
  | ord2s GREATER = "GREATER"

val () = show "minChar maxChar maxOrd" (Int.toString (Char.ord Char.minChar) ^ " " ^ Int.toString (Char.ord Char.maxChar) ^ " " ^ Int.toString Char.maxOrd)
val () = show "chr" (str (Char.chr 65) ^ " " ^ Int.toString (Char.ord (Char.chr 255)))
val () = show "chr 256" (exn (fn () => Char.chr 256))
val () = show "chr ~1" (exn (fn () => Char.chr ~1))
val () = show "succ pred" (str (Char.succ #"a") ^ str (Char.pred #"b"))
val () = show "succ maxChar" (exn (fn () => Char.succ Char.maxChar))
val () = show "pred minChar" (exn (fn () => Char.pred Char.minChar))
val () = show "compare" (ord2s (Char.compare (#"a", #"b")) ^ " " ^ ord2s (Char.compare (#"b", #"b")) ^ " " ^ ord2s (Char.compare (#"\255", #"a")))
val () = show "< <= > >=" (b2s (Char.< (#"a", #"b")) ^ " " ^ b2s (Char.<= (#"b", #"b")) ^ " " ^ b2s (Char.> (#"a", #"b")) ^ " " ^ b2s (Char.>= (#"a", #"b")))
val () = show "contains" (b2s (Char.contains "abc" #"b") ^ " " ^ b2s (Char.contains "" #"b") ^ " " ^ b2s (Char.notContains "abc" #"z"))
val () = show "toLower toUpper" (String.implode (List.map Char.toLower (String.explode "AbZ1!")) ^ " " ^ String.implode (List.map Char.toUpper (String.explode "aBz1!")))

val samples = String.explode "aZ5 \n!\127\200"
fun row (name, p) = show name (String.concat (List.map (fn c => if p c then "T" else "F") samples))
val () = List.app row
  [("isAlpha", Char.isAlpha), ("isAlphaNum", Char.isAlphaNum), ("isCntrl", Char.isCntrl),
   ("isDigit", Char.isDigit), ("isGraph", Char.isGraph), ("isHexDigit", Char.isHexDigit),
   ("isLower", Char.isLower), ("isPrint", Char.isPrint), ("isSpace", Char.isSpace),
   ("isPunct", Char.isPunct), ("isUpper", Char.isUpper), ("isAscii", Char.isAscii)]
val () = show "isHexDigit fF gG" (String.concat (List.map (fn c => if Char.isHexDigit c then "T" else "F") (String.explode "fFgG")))
val () = show "isSpace \\t\\v\\f\\r" (String.concat (List.map (fn c => if Char.isSpace c then "T" else "F") (String.explode "\t\v\f\r\008")))

val () = show "toString" (String.concatWith " " (List.map Char.toString
  (String.explode "a\\\"\n\t\000\031\127\200\255\007 ~")))
val () = show "toCString" (String.concatWith " " (List.map Char.toCString
  (String.explode "a\\\"\n?'\000\200\127\r")))
val () = show "fromString" (String.concatWith " " (List.map (optChar o Char.fromString)
  ["a", "\\n", "\\065", "\\^A", "\\u0041", "\\q", "", "ab", "\\256", "\\  \\z", "\\\\", "\\\"", "\\t", "\\^_", "\\12", "\""]))
val () = show "fromCString" (String.concatWith " " (List.map (optChar o Char.fromCString)
  ["\\n", "\\101", "\\x41", "\\?", "\\q", "\\0", "\\'", "a", "\\1012", "\\x4g"]))
val () = show "scan" (case Char.scan Substring.getc (Substring.full "\\tXY") of
                        SOME (c, r) => Int.toString (ord c) ^ " rest=" ^ Substring.string r
                      | NONE => "NONE")
