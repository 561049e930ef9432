(* WideChar, WideString, WideSubstring, the wide vectors, arrays and
   slices, WideText and WideTextPrimIO (Basis Library, optional). A wide
   char is a code point 0 .. 0xFFFF, classified by the ASCII rules as Char
   (stdlib/README.md). *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun codes w = String.concatWith " " (map (Int.toString o WideChar.ord) (WideString.explode w))
fun opt f NONE = "NONE"
  | opt f (SOME x) = "SOME " ^ f x
fun ord2s LESS = "LESS"
  | ord2s EQUAL = "EQUAL"
  | ord2s GREATER = "GREATER"
val w = WideString.toString

(* WideChar *)
val () = show "minChar maxChar maxOrd"
  (Int.toString (WideChar.ord WideChar.minChar) ^ " " ^ Int.toString (WideChar.ord WideChar.maxChar) ^ " " ^ Int.toString WideChar.maxOrd)
val () = show "chr" (Int.toString (WideChar.ord (WideChar.chr 65535)) ^ " " ^ exn (fn () => WideChar.chr 65536) ^ " " ^ exn (fn () => WideChar.chr ~1))
val () = show "succ pred" (Int.toString (WideChar.ord (WideChar.succ #"\u00ff")) ^ " " ^ exn (fn () => WideChar.succ WideChar.maxChar)
                           ^ " " ^ exn (fn () => WideChar.pred WideChar.minChar))
val () = show "compare" (ord2s (WideChar.compare (#"\u0100", #"z")) ^ " " ^ b2s (WideChar.< (#"a", #"\u0100")))
val () = show "contains" (b2s (WideChar.contains "a\u0100" #"\u0100") ^ " " ^ b2s (WideChar.notContains "" #"a"))
val samples = WideString.explode "aZ5 \n!\127\200\u00e9\u0391\u3000"
fun row (name, p) = show name (String.concat (map (fn c => if p c then "T" else "F") samples))
val () = List.app row
  [("isAlpha", WideChar.isAlpha), ("isAlphaNum", WideChar.isAlphaNum), ("isCntrl", WideChar.isCntrl),
   ("isDigit", WideChar.isDigit), ("isGraph", WideChar.isGraph), ("isHexDigit", WideChar.isHexDigit),
   ("isLower", WideChar.isLower), ("isPrint", WideChar.isPrint), ("isSpace", WideChar.isSpace),
   ("isPunct", WideChar.isPunct), ("isUpper", WideChar.isUpper), ("isAscii", WideChar.isAscii)]
val () = show "toLower toUpper" (w (WideString.map WideChar.toLower "AbZ\u0391") ^ " " ^ w (WideString.map WideChar.toUpper "abz\u03b1\u00e9"))
val () = show "toString" (String.concatWith " " (map WideChar.toString [#"a", #"\n", #"\"", #"\001", #"\127", #"\u00e9", #"\u0100", #"\uffff"]))
val () = show "toCString" (String.concatWith " " (map WideChar.toCString [#"a", #"?", #"\n", #"\001", #"\u00e9", #"\u0100"]))
val () = show "fromString" (String.concatWith " " (map (opt (Int.toString o WideChar.ord) o WideChar.fromString)
  ["a", "\\u0100", "\\uFFFF", "\\999", "\\255", "\\^A", "\\n", "\\q", "", "\\u12", "\\ \\x"]))
val () = show "fromCString" (String.concatWith " " (map (opt (Int.toString o WideChar.ord) o WideChar.fromCString)
  ["a", "\\u0100", "\\x100", "\\xFFFF", "\\x10000", "\\377", "\\?", "\\'"]))
val () = show "Char.fromCString \\u" (opt str (Char.fromCString "\\u0041"))
val () = show "scan" (case WideChar.scan Substring.getc (Substring.full "\\u0416rest") of
                        SOME (c, rest) => Int.toString (WideChar.ord c) ^ " " ^ Substring.string rest
                      | NONE => "NONE")

(* WideString *)
val s : WideString.string = "h\u00e9llo w\u00f6rld"
val () = show "size sub" (Int.toString (WideString.size s) ^ " " ^ Int.toString (WideChar.ord (WideString.sub (s, 1))) ^ " " ^ exn (fn () => WideString.sub (s, 11)))
val () = show "extract substring" (w (WideString.extract (s, 6, NONE)) ^ " " ^ w (WideString.substring (s, 1, 3)) ^ " "
                                   ^ exn (fn () => WideString.substring (s, 8, 4)) ^ " " ^ exn (fn () => WideString.extract (s, 12, NONE)))
val () = show "concat concatWith" (w (WideString.concat ["a", "\u0100", ""]) ^ " " ^ w (WideString.concatWith "\u2192" ["x", "y", "z"]) ^ " "
                                   ^ w (WideString.concatWith "," []))
val () = show "str implode" (w (WideString.str #"\u0101") ^ " " ^ w (WideString.implode [#"a", #"\u0102"]))
val () = show "translate" (w (WideString.translate (fn c => if c = #"l" then "L\u0141" else WideString.str c) s))
val () = show "tokens fields" (String.concatWith "|" (map w (WideString.tokens (fn c => c = #" ") " a\u00e9  b ")) ^ " / "
                               ^ String.concatWith "|" (map w (WideString.fields (fn c => c = #"\u00b7") "a\u00b7\u00b7b")))
val () = show "isPrefix isSuffix isSubstring" (b2s (WideString.isPrefix "h\u00e9" s) ^ " " ^ b2s (WideString.isSuffix "rld" s) ^ " "
                                               ^ b2s (WideString.isSubstring "o w\u00f6" s) ^ " " ^ b2s (WideString.isSubstring "xyz" s))
val () = show "compare" (String.concatWith " " (map (ord2s o WideString.compare)
  [("a", "a"), ("a", "ab"), ("\u0100", "z"), ("", ""), ("b", "a\uffff")]))
val () = show "< <= > >=" (b2s (WideString.< ("a", "\u0100")) ^ b2s (WideString.<= ("a", "a")) ^ b2s (WideString.> ("a", "a")) ^ b2s (WideString.>= ("b", "a")))
val () = show "collate" (ord2s (WideString.collate (fn (a, b) => WideChar.compare (b, a)) ("a", "b")))
val () = show "toString" (WideString.toString "a\u0100\n\\\233")
val () = show "toCString" (WideString.toCString "a\u0100\n?")
val () = show "fromString" (String.concatWith " " (map (opt codes o WideString.fromString) ["a\\u0100b", "", "\\q", "ab\\q", "\\u0041\\ \\\\"]))
val () = show "fromCString" (opt codes (WideString.fromCString "x\\u0100\\x41\\101"))

(* WideSubstring *)
val ss = WideSubstring.full "  \u00e9t\u00e9, hiver  "
val () = show "string size" (w (WideSubstring.string ss) ^ " " ^ Int.toString (WideSubstring.size ss))
val () = show "dropl dropr" (w (WideSubstring.string (WideSubstring.dropr WideChar.isSpace (WideSubstring.dropl WideChar.isSpace ss))))
val () = show "triml trimr" (w (WideSubstring.string (WideSubstring.triml 2 ss)) ^ " " ^ w (WideSubstring.string (WideSubstring.trimr 20 ss)) ^ " "
                             ^ exn (fn () => WideSubstring.triml ~1))
val () = show "position" (let val (a, b) = WideSubstring.position "," ss in w (WideSubstring.string a) ^ "|" ^ w (WideSubstring.string b) end)
val () = show "tokens" (String.concatWith "|" (map (w o WideSubstring.string) (WideSubstring.tokens (fn c => c = #"," orelse c = #" ") ss)))
val () = show "getc first" (opt (Int.toString o WideChar.ord o #1) (WideSubstring.getc (WideSubstring.triml 2 ss)) ^ " "
                            ^ opt (Int.toString o WideChar.ord) (WideSubstring.first (WideSubstring.full "")))
val () = show "span" (w (WideSubstring.string (WideSubstring.span (WideSubstring.substring ("abc\u0100e", 1, 1), WideSubstring.substring ("abc\u0100e", 3, 1)))) ^ " "
                      ^ exn (fn () => WideSubstring.span (WideSubstring.full "ab", WideSubstring.full "cd")))
val () = show "compare isPrefix" (ord2s (WideSubstring.compare (WideSubstring.full "\u0100", WideSubstring.full "a")) ^ " "
                                  ^ b2s (WideSubstring.isPrefix "  \u00e9" ss))
val () = show "slice type" (w (WideCharVectorSlice.vector (WideSubstring.slice (ss, 2, SOME 3))))

(* vectors, arrays and slices *)
val v = WideCharVector.fromList [#"a", #"\u0100", #"c"]
val () = show "vector" (Int.toString (WideCharVector.length v) ^ " " ^ w (WideCharVector.map WideChar.toUpper v) ^ " "
                        ^ w (WideCharVector.update (v, 1, #"b")) ^ " " ^ b2s (v = "a\u0100c"))
val a = WideCharArray.tabulate (4, fn i => WideChar.chr (0x3b1 + i))
val () = WideCharArray.update (a, 0, #"\u03c9")
val () = show "array" (w (WideCharArray.vector a) ^ " " ^ exn (fn () => WideCharArray.sub (a, 4)))
val sl = WideCharArraySlice.slice (a, 1, SOME 2)
val () = WideCharArraySlice.modify WideChar.toUpper sl
val () = show "array slice" (w (WideCharArraySlice.vector sl) ^ " " ^ Int.toString (WideCharArraySlice.length sl))
val () = WideCharArraySlice.copyVec {src = WideCharVectorSlice.full "xy", dst = a, di = 2}
val () = show "copyVec" (w (WideCharArray.vector a))
val vs = WideCharVectorSlice.slice ("0123\u0100", 2, NONE)
val () = show "vector slice" (w (WideCharVectorSlice.vector vs) ^ " " ^ w (WideCharVectorSlice.concat [vs, vs]))

(* WideText : TEXT, and Text *)
structure T = WideText
val () = show "WideText" (w (T.String.implode [T.Char.chr 0x263a]) ^ " " ^ Int.toString T.Char.maxOrd ^ " " ^ Int.toString Text.Char.maxOrd)

(* WideTextPrimIO: a reader over a wide vector *)
val rd = WideTextPrimIO.openVector "\u00e9t\u00e9!"
val () = show "primio"
  (case rd of
     WideTextPrimIO.RD {readVec = SOME readVec, ...} =>
       w (readVec 2) ^ " " ^ w (readVec 10) ^ " " ^ Int.toString (WideString.size (readVec 1))
   | _ => "no readVec")
