(* Basis CHAR: classification predicates, toUpper/toLower, ord/chr,
   comparisons, isDigit/isHexDigit, contains/notContains. *)
fun b x = if x then "1" else "0"
fun row c = print (str c ^ " " ^ String.concat (map (fn p => b (p c))
  [Char.isAlpha, Char.isDigit, Char.isAlphaNum, Char.isSpace, Char.isUpper, Char.isLower,
   Char.isPunct, Char.isHexDigit, Char.isPrint, Char.isGraph, Char.isCntrl, Char.isAscii]) ^ "\n")
val _ = app row [#"a", #"Z", #"5", #" ", #"!", #"f", #"G", #"~"]
val _ = print (String.concat (map (b o Char.isSpace) [#"\t", #"\n", #"\r", #"\v", #"\f"]) ^ "\n")
val _ = print (str (Char.toUpper #"a") ^ str (Char.toLower #"Q") ^ str (Char.toUpper #"1") ^ "\n")
val _ = print (Int.toString (ord #"A") ^ " " ^ b (#"a" < #"b") ^ b (Char.contains "xyz" #"y") ^
  b (Char.notContains "xyz" #"y") ^ "\n")
