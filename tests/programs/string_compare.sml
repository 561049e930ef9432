(* Ordering and equality on strings and chars: <, <=, >, >= (lexicographic by character code), =, <>; chr/ord round trips; a string insertion sort. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun b true = "T" | b false = "F"
fun cmp (x, y) = println (x ^ " vs " ^ y ^ ": " ^ b (x < y) ^ b (x <= y) ^ b (x > y) ^ b (x >= y) ^ b (x = y) ^ b (x <> y))
val _ = app cmp [("abc", "abd"), ("abc", "abc"), ("abc", "ab"), ("", "a"), ("Z", "a"), ("a", "B"),
                 ("apple", "apples"), ("b", "abc"), ("~", "}")]
val _ = println (b (#"a" < #"b") ^ b (#"A" < #"a") ^ b (#"z" >= #"z") ^ b (#"0" > #"9"))
val _ = printInt (ord #"A" + ord #"a" + ord #"0" + ord #" " + ord #"\n")
val _ = println (implode (map chr [72, 105, 33]))
fun allRound i = i > 255 orelse (ord (chr i) = i andalso allRound (i + 1))
val _ = println (if allRound 0 then "chr/ord roundtrip" else "mismatch")
fun insert (x : string, []) = [x]
  | insert (x, y :: ys) = if x <= y then x :: y :: ys else y :: insert (x, ys)
val words = ["pear", "apple", "fig", "banana", "Cherry", "apple", "date", "", "apricot"]
val _ = println (concat (map (fn w => "<" ^ w ^ ">") (foldl insert [] words)))
fun compareStr (x : string, y) = if x < y then LESS else if x > y then GREATER else EQUAL
fun ordName LESS = "LESS" | ordName EQUAL = "EQUAL" | ordName GREATER = "GREATER"
val _ = println (ordName (compareStr ("a", "b")) ^ " " ^ ordName (compareStr ("b", "b")) ^ " " ^ ordName (compareStr ("c", "b")))
val _ = println (b ("a\000b" < "a\001") ^ b ("\255" > "\254"))
