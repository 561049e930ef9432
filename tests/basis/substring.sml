(* Substring *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
val S = Substring.string
fun q ss = "\"" ^ S ss ^ "\""
fun ssl l = "[" ^ String.concatWith "," (List.map q l) ^ "]"
fun ord2s LESS = "LESS"
  | ord2s EQUAL = "EQUAL"
  | ord2s GREATER = "GREATER"

val hw = Substring.full "hello world"
val mid = Substring.substring ("hello world", 2, 5)
val () = show "full string size" (q hw ^ " " ^ Int.toString (Substring.size hw))
val () = show "substring" (q mid ^ " " ^ Int.toString (Substring.size mid))
val () = show "sub" (str (Substring.sub (mid, 0)) ^ str (Substring.sub (mid, 4)))
val () = show "sub 5" (exn (fn () => Substring.sub (mid, 5)))
val (b, i, n) = Substring.base mid
val () = show "base" (b ^ " " ^ Int.toString i ^ " " ^ Int.toString n)
val () = show "extract" (q (Substring.extract ("abcdef", 2, NONE)) ^ " " ^ q (Substring.extract ("abcdef", 6, NONE)) ^ " " ^ q (Substring.extract ("abcdef", 1, SOME 3)))
val () = show "extract bad" (exn (fn () => Substring.extract ("abc", 4, NONE)) ^ " " ^ exn (fn () => Substring.extract ("abc", 1, SOME 3)) ^ " " ^ exn (fn () => Substring.substring ("abc", ~1, 1)))
val () = show "isEmpty" (b2s (Substring.isEmpty (Substring.full "")) ^ " " ^ b2s (Substring.isEmpty mid))
val () = show "getc" (case Substring.getc mid of SOME (c, r) => str c ^ " " ^ q r | NONE => "NONE")
val () = show "getc empty" (case Substring.getc (Substring.full "") of SOME _ => "SOME" | NONE => "NONE")
val () = show "first" (case Substring.first mid of SOME c => str c | NONE => "NONE")
val () = show "triml trimr" (q (Substring.triml 2 mid) ^ " " ^ q (Substring.triml 9 mid) ^ " " ^ q (Substring.trimr 2 mid) ^ " " ^ q (Substring.trimr 9 mid))
val () = show "triml ~1" (exn (fn () => Substring.triml ~1 mid))
val () = show "slice" (q (Substring.slice (mid, 1, SOME 2)) ^ " " ^ q (Substring.slice (mid, 1, NONE)) ^ " " ^ q (Substring.slice (mid, 5, NONE)))
val () = show "slice bad" (exn (fn () => Substring.slice (mid, 6, NONE)) ^ " " ^ exn (fn () => Substring.slice (mid, 2, SOME 4)))
val () = show "concat" (Substring.concat [mid, Substring.full "!", Substring.full ""])
val () = show "concatWith" (Substring.concatWith "-" [mid, mid])
val () = show "explode" (String.implode (rev (Substring.explode mid)))
val () = show "isPrefix" (b2s (Substring.isPrefix "llo" mid) ^ " " ^ b2s (Substring.isPrefix "he" mid) ^ " " ^ b2s (Substring.isPrefix "llo wo" mid))
val () = show "isSuffix" (b2s (Substring.isSuffix "o w" mid) ^ " " ^ b2s (Substring.isSuffix "wo" mid))
val () = show "isSubstring" (b2s (Substring.isSubstring "o " mid) ^ " " ^ b2s (Substring.isSubstring "he" mid) ^ " " ^ b2s (Substring.isSubstring "" mid))
val () = show "compare" (ord2s (Substring.compare (mid, Substring.full "llo w")) ^ " " ^ ord2s (Substring.compare (mid, Substring.full "llp")) ^ " " ^ ord2s (Substring.compare (mid, Substring.full "llo")))
val () = show "collate" (ord2s (Substring.collate (fn (a, b) => Char.compare (b, a)) (Substring.full "a", Substring.full "b")))
val (l, r) = Substring.splitl Char.isAlpha hw
val () = show "splitl" (q l ^ " " ^ q r)
val (l, r) = Substring.splitr Char.isAlpha hw
val () = show "splitr" (q l ^ " " ^ q r)
val (l, r) = Substring.splitAt (hw, 3)
val () = show "splitAt" (q l ^ " " ^ q r)
val () = show "splitAt bad" (exn (fn () => Substring.splitAt (hw, 12)))
val () = show "dropl dropr takel taker" (q (Substring.dropl Char.isAlpha hw) ^ " " ^ q (Substring.dropr Char.isAlpha hw) ^ " " ^ q (Substring.takel Char.isAlpha hw) ^ " " ^ q (Substring.taker Char.isAlpha hw))
val (l, r) = Substring.position "o w" hw
val () = show "position" (q l ^ " " ^ q r)
val (l, r) = Substring.position "xyz" hw
val () = show "position none" (q l ^ " " ^ q r)
val (l, r) = Substring.position "" hw
val () = show "position empty" (q l ^ " " ^ q r)
val () = show "span" (q (Substring.span (Substring.substring ("hello world", 1, 2), Substring.substring ("hello world", 6, 3))))
val () = show "span bad" (exn (fn () => Substring.span (Substring.substring ("hello world", 6, 3), Substring.substring ("hello world", 0, 2))))
val () = show "translate" (Substring.translate (fn c => if c = #"l" then "L" else str c) mid)
val () = show "tokens" (ssl (Substring.tokens Char.isSpace (Substring.full "  a bb  c ")))
val () = show "fields" (ssl (Substring.fields (fn c => c = #":") (Substring.full ":a::b")))
val () = Substring.app (fn c => print (str c ^ ".")) mid
val () = print "\n"
val () = show "foldl foldr" (Substring.foldl (fn (c, s) => str c ^ s) "" mid ^ " " ^ Substring.foldr (fn (c, s) => str c ^ s) "" mid)
