(* String building: a pretty printer for a small document/JSON-like value with indentation, escaping and line breaking. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

datatype json = JNull | JBool of bool | JNum of int | JStr of string
              | JArr of json list | JObj of (string * json) list
fun escape s = concat (map (fn #"\"" => "\\\"" | #"\\" => "\\\\" | #"\n" => "\\n" | c => str c) (explode s))
fun spaces n = if n <= 0 then "" else " " ^ spaces (n - 1)
fun join sep [] = "" | join sep [x] = x | join sep (x :: xs) = x ^ sep ^ join sep xs
fun compact JNull = "null"
  | compact (JBool b) = if b then "true" else "false"
  | compact (JNum n) = Int.toString n
  | compact (JStr s) = "\"" ^ escape s ^ "\""
  | compact (JArr xs) = "[" ^ join "," (map compact xs) ^ "]"
  | compact (JObj kvs) = "{" ^ join "," (map (fn (k, v) => "\"" ^ escape k ^ "\":" ^ compact v) kvs) ^ "}"
(* pretty: put on one line if it fits in the width, else break *)
fun pretty width ind v =
  let val flat = compact v
  in if size flat + ind <= width then flat
     else case v of
            JArr xs => "[\n" ^ join ",\n" (map (fn x => spaces (ind + 2) ^ pretty width (ind + 2) x) xs)
                       ^ "\n" ^ spaces ind ^ "]"
          | JObj kvs => "{\n" ^ join ",\n" (map (fn (k, x) => spaces (ind + 2) ^ "\"" ^ escape k ^ "\": "
                                                     ^ pretty width (ind + 4 + size k) x) kvs)
                        ^ "\n" ^ spaces ind ^ "}"
          | _ => flat
  end
val doc = JObj [("name", JStr "ldriver"), ("version", JNum 1), ("tags", JArr [JStr "sml", JStr "compiler"]),
                ("quote", JStr "say \"hi\"\nnow"), ("ok", JBool true), ("none", JNull),
                ("nested", JObj [("numbers", JArr (map JNum [1, ~2, 300, 4000, 50000, 600000])),
                                 ("empty", JArr []), ("deep", JArr [JArr [JArr [JNum 0]]])])]
val _ = println (compact doc)
val _ = println (pretty 40 0 doc)
val _ = println (if pretty 200 0 doc = compact doc then "fits" else "broken")
(* a table with padded columns *)
fun padRight (s, n) = s ^ spaces (n - size s)
fun padLeft (s, n) = spaces (n - size s) ^ s
val rows = [("apples", 3), ("kiwis", 12), ("watermelons", 1), ("figs", 144)]
val w = foldl (fn ((name, _), m) => if size name > m then size name else m) 0 rows
val _ = app (fn (name, n) => println ("| " ^ padRight (name, w) ^ " | " ^ padLeft (Int.toString n, 5) ^ " |")) rows
