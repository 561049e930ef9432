(* Basis STRING: concat, concatWith, ^, size, implode/explode, translate,
   map, isPrefix/isSuffix/isSubstring, compare. *)
val _ = print (String.concat ["a", "", "bc"] ^ "|" ^ String.concatWith "-" ["x", "y", "z"] ^ "|" ^
  String.concatWith "-" [] ^ "|" ^ String.concatWith "-" ["one"] ^ "\n")
val _ = print (Int.toString (size "hello") ^ " " ^ implode (rev (explode "stressed")) ^ "\n")
val _ = print (String.translate (fn #"a" => "AA" | #" " => "" | c => str c) "a b a" ^ "\n")
val _ = print (String.map Char.toUpper "mixed Case 1" ^ "\n")
fun b x = Bool.toString x
val _ = print (String.concatWith " " [b (String.isPrefix "ab" "abc"), b (String.isPrefix "abc" "ab"),
  b (String.isPrefix "" "x"), b (String.isSuffix "bc" "abc"), b (String.isSubstring "bd" "abcd"),
  b (String.isSubstring "bc" "abcd")] ^ "\n")
fun o2s LESS = "LESS" | o2s EQUAL = "EQUAL" | o2s GREATER = "GREATER"
val _ = print (String.concatWith " " (map (o2s o String.compare)
  [("abc", "abd"), ("ab", "abc"), ("b", "abc"), ("", ""), ("Z", "a")]) ^ "\n")
val _ = print (b ("abc" < "abd") ^ " " ^ b ("b" >= "abc") ^ "\n")
val _ = print (String.str #"q" ^ String.implode [] ^ "\n")
