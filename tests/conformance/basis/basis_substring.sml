(* Basis SUBSTRING: full, slice, string, size, getc, first, triml/trimr,
   splitl, dropl, takel, isPrefix, tokens, base. *)
val s = Substring.full "  hello world  "
val t = Substring.dropl Char.isSpace (Substring.dropr Char.isSpace s)
val _ = print ("[" ^ Substring.string t ^ "] " ^ Int.toString (Substring.size t) ^ "\n")
val (w1, rest) = Substring.splitl Char.isAlpha t
val _ = print ("[" ^ Substring.string w1 ^ "][" ^ Substring.string rest ^ "]\n")
val _ = print (Substring.string (Substring.triml 2 (Substring.full "abcdef")) ^ " " ^
  Substring.string (Substring.trimr 2 (Substring.full "abcdef")) ^ " " ^
  Substring.string (Substring.slice (Substring.full "abcdef", 1, SOME 3)) ^ "\n")
val _ = print (case Substring.getc (Substring.full "xy") of
  SOME (c, r) => str c ^ Substring.string r ^ "\n" | NONE => "none\n")
val (str0, i, n) = Substring.base (Substring.substring ("abcdef", 2, 3))
val _ = print (str0 ^ " " ^ Int.toString i ^ " " ^ Int.toString n ^ "\n")
val _ = print (String.concatWith "|" (map Substring.string (Substring.tokens (fn c => c = #",") (Substring.full "a,,b,c"))) ^ "\n")
val _ = print (Bool.toString (Substring.isPrefix "he" (Substring.full "hello")) ^ " " ^
  Substring.string (Substring.takel Char.isDigit (Substring.full "123abc")) ^ "\n")
val _ = print ((Substring.string (Substring.triml ~1 (Substring.full "a"))) handle Subscript => "Subscript\n")
