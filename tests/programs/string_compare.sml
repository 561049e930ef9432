(* Ordering and equality on strings and chars: <, <=, >, >= (lexicographic by character code), =, <>; chr/ord round trips; a string insertion sort. *)

fun intToString n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
      (* negative numbers are handled without negating, so minInt is safe *)
      fun neg (n, acc) =
        if n > ~10 then dig (~n) :: acc
        else let val q = n div 10
                 val q' = if n mod 10 = 0 then q else q + 1
             in neg (q', dig (q' * 10 - n) :: acc) end
  in if n < 0 then implode (#"~" :: neg (n, [])) else implode (pos (n, [])) end
fun println s = print (s ^ "\n")
fun printInt n = println (intToString n)

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
