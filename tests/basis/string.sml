(* String *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun strs l = "[" ^ String.concatWith "," (List.map (fn s => "\"" ^ s ^ "\"") l) ^ "]"
fun optStr NONE = "NONE"
  | optStr (SOME s) = "SOME \"" ^ String.toString s ^ "\""
fun ord2s LESS = "LESS"
  | ord2s EQUAL = "EQUAL"
  | ord2s GREATER = "GREATER"

val () = show "size" (Int.toString (String.size "hello") ^ " " ^ Int.toString (String.size ""))
val () = show "sub" (str (String.sub ("hello", 0)) ^ str (String.sub ("hello", 4)))
val () = show "sub 5" (exn (fn () => String.sub ("hello", 5)))
val () = show "sub ~1" (exn (fn () => String.sub ("hello", ~1)))
val () = show "extract" (strs [String.extract ("hello", 1, NONE), String.extract ("hello", 5, NONE), String.extract ("hello", 1, SOME 2), String.extract ("hello", 0, SOME 0)])
val () = show "extract 6" (exn (fn () => String.extract ("hello", 6, NONE)))
val () = show "extract 4 2" (exn (fn () => String.extract ("hello", 4, SOME 2)))
val () = show "extract ~1" (exn (fn () => String.extract ("hello", ~1, NONE)))
val () = show "substring" (strs [String.substring ("hello", 1, 3), String.substring ("hello", 5, 0)])
val () = show "substring bad" (exn (fn () => String.substring ("hello", 3, 3)) ^ " " ^ exn (fn () => String.substring ("hello", 1, ~1)))
val () = show "^" (String.^ ("ab", "cd"))
val () = show "concat" (strs [String.concat ["a", "", "bc"], String.concat []])
val () = show "concatWith" (strs [String.concatWith ", " ["a", "b", "c"], String.concatWith "x" [], String.concatWith "x" ["a"], String.concatWith "" ["a", "b"]])
val () = show "str implode explode" (String.str #"z" ^ " " ^ String.implode [#"a", #"b"] ^ " " ^ Int.toString (length (String.explode "abc")) ^ " " ^ Int.toString (length (String.explode "")))
val () = show "map" (String.map Char.toUpper "abc1")
val () = show "translate" (String.translate (fn #"a" => "AA" | c => str c) "banana" ^ " [" ^ String.translate (fn _ => "") "abc" ^ "]")
val () = show "tokens" (strs (String.tokens Char.isSpace "  hello  world "))
val () = show "tokens empty" (strs (String.tokens Char.isSpace ""))
val () = show "fields" (strs (String.fields (fn c => c = #",") "a,,b"))
val () = show "tokens delimiters only" (strs (String.tokens (fn c => c = #",") ",,,") ^ " " ^ strs (String.tokens (fn c => c = #",") "one") ^ " " ^ strs (String.tokens (fn c => c = #",") ",a,,bc,d"))
val () = show "map order" (String.map (fn c => (print (str c); Char.toUpper c)) "xyz")
val () = show "translate order" (String.translate (fn c => (print (str c); if c = #"y" then "" else str c ^ str c)) "xyz")
val () = show "fields edges" (strs (String.fields (fn c => c = #",") ",a,"))
val () = show "fields empty" (strs (String.fields (fn c => c = #",") ""))
val () = show "isPrefix" (b2s (String.isPrefix "he" "hello") ^ " " ^ b2s (String.isPrefix "" "x") ^ " " ^ b2s (String.isPrefix "hello!" "hello") ^ " " ^ b2s (String.isPrefix "el" "hello"))
val () = show "isSuffix" (b2s (String.isSuffix "lo" "hello") ^ " " ^ b2s (String.isSuffix "" "") ^ " " ^ b2s (String.isSuffix "he" "hello") ^ " " ^ b2s (String.isSuffix "ahello" "hello"))
val () = show "isSubstring" (b2s (String.isSubstring "ll" "hello") ^ " " ^ b2s (String.isSubstring "" "") ^ " " ^ b2s (String.isSubstring "lol" "hello") ^ " " ^ b2s (String.isSubstring "hello" "hello"))
val () = show "compare" (String.concatWith " " (List.map (ord2s o String.compare) [("abc", "abd"), ("b", "abc"), ("", ""), ("ab", "abc"), ("abc", "ab"), ("\255", "a")]))
val () = show "collate" (ord2s (String.collate (fn (a, b) => Char.compare (b, a)) ("abc", "abd")) ^ " " ^ ord2s (String.collate Char.compare ("a", "ab")))
val () = show "< <= > >=" (b2s (String.< ("a", "b")) ^ " " ^ b2s (String.<= ("b", "b")) ^ " " ^ b2s (String.> ("ab", "a")) ^ " " ^ b2s (String.>= ("a", "ab")))
val () = show "toString" (String.toString "a\"b\\c\n\t\001\200")
val () = show "toCString" (String.toCString "a\"?\n\001")
val () = show "fromString" (String.concatWith " " (List.map (optStr o String.fromString)
  ["a\\tb", "abc\\q", "\\q", "", "x\\065\\^@y", "\\\"q\\\"", "a\\   \\b"]))
val () = show "fromCString" (String.concatWith " " (List.map (optStr o String.fromCString)
  ["\\x41\\102c", "\\?\\'", "ok\\z"]))
val () = show "scan" (case String.scan Substring.getc (Substring.full "a\\nb\"rest") of
                        SOME (s, r) => String.toString s ^ " rest=" ^ Substring.string r
                      | NONE => "NONE")
val () = show "maxSize" (b2s (String.maxSize >= 65535))
