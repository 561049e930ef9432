(* Char functions written in core SML: classification, case conversion, digit values, Caesar cipher, counting character classes. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun isDigit c = #"0" <= c andalso c <= #"9"
fun isLower c = #"a" <= c andalso c <= #"z"
fun isUpper c = #"A" <= c andalso c <= #"Z"
fun isAlpha c = isLower c orelse isUpper c
fun isSpace c = c = #" " orelse c = #"\t" orelse c = #"\n"
fun toUpper c = if isLower c then chr (ord c - ord #"a" + ord #"A") else c
fun toLower c = if isUpper c then chr (ord c - ord #"A" + ord #"a") else c
fun digitVal c = ord c - ord #"0"
fun parseInt s = foldl (fn (c, acc) => acc * 10 + digitVal c) 0 (explode s)
val text = "The Quick brown fox, 42 jumps!\tover 7 lazy dogs.\n"
fun count p = foldl (fn (c, n) => if p c then n + 1 else n) 0 (explode text)
val _ = println ("digits " ^ Int.toString (count isDigit) ^ " alpha " ^ Int.toString (count isAlpha)
                 ^ " upper " ^ Int.toString (count isUpper) ^ " space " ^ Int.toString (count isSpace))
val _ = print (implode (map toUpper (explode text)))
val _ = print (implode (map toLower (explode text)))
val _ = printInt (parseInt "9876" + parseInt "124")
fun caesar k c =
  if isLower c then chr ((ord c - ord #"a" + k) mod 26 + ord #"a")
  else if isUpper c then chr ((ord c - ord #"A" + k) mod 26 + ord #"A")
  else c
val enc = implode (map (caesar 3) (explode "Hello, Zebra xyz"))
val _ = println enc
val _ = println (implode (map (caesar ~3) (explode enc)))
(* words: split on non-letters *)
fun words s =
  let fun go ([], [], acc) = rev acc
        | go ([], cur, acc) = rev (implode (rev cur) :: acc)
        | go (c :: cs, cur, acc) =
            if isAlpha c then go (cs, c :: cur, acc)
            else if null cur then go (cs, [], acc)
            else go (cs, [], implode (rev cur) :: acc)
  in go (explode s, [], []) end
val _ = println (concat (map (fn w => w ^ "/") (words text)))
(* char escapes and ord of special chars *)
val _ = println (concat (map (fn c => Int.toString (ord c) ^ " ") [#"\t", #"\n", #"\\", #"\"", #"\127", #"\^A"]))
val _ = println (str (chr 126) ^ str (chr (ord #"a" + 1)))
