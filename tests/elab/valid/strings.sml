fun repeat (s, 0) = ""
  | repeat (s, n) = s ^ repeat (s, n - 1)
fun reverseString s = implode (rev (explode s))
fun isVowel c = c = #"a" orelse c = #"e" orelse c = #"i" orelse c = #"o" orelse c = #"u"
fun countVowels s = length (List_filter isVowel (explode s))
and List_filter p [] = [] | List_filter p (x :: xs) = if p x then x :: List_filter p xs else List_filter p xs
val banner = repeat ("=", 10)
val rs = reverseString "hello"
val nv = countVowels "elaboration"
val joined = concat ["a", "b", "c"]
val sz = size joined
val sub = substring ("hello world", 6, 5)
fun digit n = chr (ord #"0" + n)
fun intToString n =
  if n < 0 then "~" ^ intToString (~ n)
  else if n < 10 then str (digit n)
  else intToString (n div 10) ^ str (digit (n mod 10))
val s = intToString 12345
val _ = print (s ^ "\n")
fun upper c = if c >= #"a" andalso c <= #"z" then chr (ord c - 32) else c
val shout = implode (map upper (explode "quiet"))
val esc = "tab\there\n\"quoted\""
