(* String operations: ^, size, substring, explode/implode, concat, str, escapes in literals, building strings recursively. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

val s = "Hello" ^ ", " ^ "World"
val _ = println s
val _ = printInt (size s)
val _ = printInt (size "")
val _ = println (substring (s, 7, 5))
val _ = println (substring (s, 0, 0) ^ "|" ^ substring (s, 12, 0) ^ "|")
val _ = println (implode (rev (explode s)))
val _ = printInt (length (explode "abc"))
val _ = println (concat ["a", "", "bc", "def"])
val _ = println (concat [])
val _ = println (str #"x" ^ str #"y")
val _ = println "tab:\t| quote:\" backslash:\\ ctrl-A code:\065\066"
val _ = printInt (size "\n\t\\\"")
val _ = println "gap \
                \continues"
fun upper c = if #"a" <= c andalso c <= #"z" then chr (ord c - 32) else c
val _ = println (implode (map upper (explode "mixed Case 123")))
fun repeat (s, 0) = "" | repeat (s, n) = s ^ repeat (s, n - 1)
val _ = println (repeat ("ab", 5))
fun split (sep, s) =
  let fun go ([], cur, acc) = rev (implode (rev cur) :: acc)
        | go (c :: cs, cur, acc) = if c = sep then go (cs, [], implode (rev cur) :: acc) else go (cs, c :: cur, acc)
  in go (explode s, [], []) end
val parts = split (#",", "alpha,beta,,gamma")
val _ = println (Int.toString (length parts) ^ ":" ^ concat (map (fn p => "[" ^ p ^ "]") parts))
fun isPrefix (p, s) = size p <= size s andalso substring (s, 0, size p) = p
fun find (p, s) =
  let fun go i = if i + size p > size s then ~1
                 else if substring (s, i, size p) = p then i else go (i + 1)
  in go 0 end
val _ = println (if isPrefix ("Hel", s) andalso not (isPrefix ("World", s)) then "prefix ok" else "prefix bad")
val _ = printInt (find ("World", s))
val _ = printInt (find ("xyz", s))
fun replaceAll (from, to, s) =
  let val i = find (from, s)
  in if i < 0 then s
     else substring (s, 0, i) ^ to ^ replaceAll (from, to, substring (s, i + size from, size s - i - size from))
  end
val _ = println (replaceAll ("o", "0", "foo boo zoo"))
(* a long string built by concatenation *)
fun build 0 = [] | build n = Int.toString n :: build (n - 1)
val long = concat (build 2000)
val _ = printInt (size long)
val _ = println (substring (long, 0, 12) ^ "..." ^ substring (long, size long - 5, 5))
