(* Constant patterns: int (incl. negative), string, char, unit, bool; wildcard defaults; case with many arms. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun intName 0 = "zero"
  | intName 1 = "one"
  | intName ~1 = "minus one"
  | intName 42 = "answer"
  | intName 1000000 = "million"
  | intName n = if n < 0 then "negative" else "other"
val _ = app (fn n => println (intName n)) [0, 1, ~1, 42, 1000000, 7, ~99]

fun greet "hello" = "hi there"
  | greet "bye" = "see you"
  | greet "" = "silence"
  | greet s = "what is " ^ s ^ "?"
val _ = app (fn s => println (greet s)) ["hello", "bye", "", "hell", "hellos"]

fun charKind #"a" = "letter a"
  | charKind #"\n" = "newline"
  | charKind #" " = "space"
  | charKind #"\\" = "backslash"
  | charKind c = if #"0" <= c andalso c <= #"9" then "digit" else "char " ^ str c
val _ = app (fn c => println (charKind c)) [#"a", #"\n", #" ", #"\\", #"5", #"z"]

fun both (true, true) = "tt"
  | both (true, _) = "tf"
  | both (_, true) = "ft"
  | both _ = "ff"
val _ = println (concat (map both [(true, true), (true, false), (false, true), (false, false)]))

fun f () = "unit"
val _ = println (f ())

fun mixed (0, "a", #"x") = 1
  | mixed (0, _, _) = 2
  | mixed (_, "a", _) = 3
  | mixed (_, _, #"x") = 4
  | mixed _ = 5
val _ = println (concat (map (Int.toString o mixed)
  [(0, "a", #"x"), (0, "b", #"x"), (1, "a", #"y"), (1, "b", #"x"), (1, "b", #"y")]))

fun dayName d =
  case d mod 7 of
    0 => "sun" | 1 => "mon" | 2 => "tue" | 3 => "wed" | 4 => "thu" | 5 => "fri" | _ => "sat"
val _ = println (concat (map (fn d => dayName d ^ " ") [0, 1, 2, 3, 4, 5, 6, 7, 13]))

(* string patterns on list of strings *)
fun cmd ["go", dir] = "going " ^ dir
  | cmd ["look"] = "looking"
  | cmd ("say" :: words) = "saying " ^ Int.toString (length words) ^ " words"
  | cmd _ = "unknown"
val _ = app (println o cmd) [["go", "north"], ["look"], ["say", "a", "b"], ["jump"], []]
