(* Wide character and string constants (Definition appendix E, Basis
   "overloaded identifiers"): a char or string constant has type
   WideChar.char / WideString.string where its context requires, string /
   char otherwise (the default, at the end of its top-level declaration).
   A wide constant holds code points: escapes \uxxxx and \ddd up to 0xFFFF
   and 999, and characters written literally as themselves (U+00E9 for "é",
   which as a string is its 2 UTF-8 bytes). Neither Poly/ML nor SML/NJ
   110.79 provides WideChar; the values follow the specification. *)
fun show s = print (s ^ "\n")
fun wide (w : WideString.string) = WideString.toString w
fun codes (w : WideString.string) =
  String.concatWith " " (map (Int.toString o WideChar.ord) (WideString.explode w))

(* by ascription, by a function's argument, by a structure's value *)
val lambda : WideChar.char = #"\u03bb"
val greek : WideString.string = "\u03b1\u03b2\u03b3"
val () = show (WideChar.toString lambda ^ " " ^ wide greek)
val () = show (codes "a\u0100\255\999é\u00e9\t")
val () = show (Int.toString (WideString.size "héllo") ^ " " ^ Int.toString (String.size "héllo"))
val () = show (wide (WideString.^ ("ab", "\u2192")))

(* a plain constant still defaults to string and char *)
val plain = "abc"
val () = show (plain ^ str #"d")

(* the context of the whole declaration decides: the use after the
   constant's own expression, in the same val *)
val (w, n) = let val x = "\u0416" in (x, WideString.size x) end
val () = show (wide w ^ " " ^ Int.toString n)

(* polymorphic equality, and the comparisons overloaded on wide text *)
val () = show (Bool.toString ("\u0100" = WideString.implode [WideChar.chr 256]))
val () = show (Bool.toString (greek < "\u03b1\u03b3") ^ " " ^ Bool.toString (#"\u0100" > (#"a" : WideChar.char)))
val () = show (Bool.toString (WideString.compare ("b", "\u00e9") = LESS))

(* constants in patterns: a case over wide chars and wide strings *)
fun kind (c : WideChar.char) =
  case c of
    #"a" => "letter a"
  | #"\u03bb" => "lambda"
  | #"é" => "e acute"
  | _ => "other " ^ Int.toString (WideChar.ord c)
val () = app (show o kind) [#"a", #"\u03bb", #"\233", #"z"]
fun greet (s : WideString.string) =
  case s of
    "hello" => 1
  | "h\u00e9llo" => 2
  | "\u4f60\u597d" => 3
  | _ => 0
val () = show (String.concatWith "," (map (Int.toString o greet) ["hello", "héllo", "\u4f60\u597d", "x"]))

(* a wide constant in a list, a record and a datatype *)
datatype token = Word of WideString.string | Sym of WideChar.char
val tokens = [Word "\u00fcber", Sym #"\u2200", Word "x"]
val () = show (String.concatWith " " (map (fn Word s => wide s | Sym c => WideChar.toString c) tokens))
val r = {name = "Gödel" : WideString.string, initial = #"G" : WideChar.char}
val () = show (wide (#name r) ^ " " ^ WideChar.toString (#initial r))

(* a functor body: the ascription inside the structure resolves it *)
functor Label (val n : int) = struct val text = WideString.^ ("#", "\u2116") end
structure L = Label (val n = 1)
val () = show (wide L.text)

(* WideString.fromString reads SML escapes back *)
val () = show (case WideString.fromString "a\\u0100\\n" of SOME s => codes s | NONE => "NONE")
val () = show (Bool.toString (WideString.fromString (WideString.toString "\u3042\n\"") = SOME "\u3042\n\""))

(* a run of top-level declarations without `;` is one context: the later
   ascription makes the earlier constant wide *)
val later = "\u00e0 \u1f00"
val () = show (codes later)
