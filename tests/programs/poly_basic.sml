(* Polymorphism at int, string, bool and records: identity, compose, generic list utilities, polymorphic datatypes, let-polymorphism. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun id x = x
fun const x _ = x
fun filter p [] = []
  | filter p (x :: xs) = if p x then x :: filter p xs else filter p xs
fun zip (x :: xs, y :: ys) = (x, y) :: zip (xs, ys)
  | zip _ = []
fun unzip (ps : ('a * 'b) list) = (map #1 ps, map #2 ps)
fun last [x] = x
  | last (_ :: xs) = last xs
  | last [] = raise Empty
fun take (_, 0) = []
  | take ([], _) = []
  | take (x :: xs, n) = x :: take (xs, n - 1)
fun replicate (0, _) = []
  | replicate (n, x) = x :: replicate (n - 1, x)
fun join sep [] = ""
  | join sep [s] = s
  | join sep (s :: ss) = s ^ sep ^ join sep ss
datatype ('a, 'b) either = Left of 'a | Right of 'b
fun partition xs = foldr (fn (Left a, (ls, rs)) => (a :: ls, rs)
                           | (Right b, (ls, rs)) => (ls, b :: rs)) ([], []) xs

val _ = printInt (id 7)
val _ = println (id "seven")
val _ = println (if id true then "true" else "false")
val _ = println (const "k" 99)
val evens = filter (fn x => x mod 2 = 0) [1, 2, 3, 4, 5, 6, 7, 8]
val _ = println (join "," (map Int.toString evens))
val longs = filter (fn s => size s > 3) ["a", "abcd", "xyz", "hello"]
val _ = println (join "," longs)
val z = zip ([1, 2, 3], ["one", "two", "three"])
val _ = println (join ";" (map (fn (n, s) => Int.toString n ^ "=" ^ s) z))
val (ns, ss) = unzip z
val _ = println (Int.toString (foldl (op +) 0 ns) ^ " " ^ concat ss)
val _ = println (last ["x", "y", "z"])
val _ = printInt (last [1, 2, 3])
val _ = println (join "" (take (replicate (10, "ab"), 3)))
val (ls, rs) = partition [Left 1, Right "a", Left 2, Right "b", Left 3]
val _ = println (Int.toString (length ls) ^ " " ^ concat rs)
(* let-polymorphism: one polymorphic local used at several types *)
val _ = let fun dup x = (x, x)
            val (a, _) = dup 5
            val (b, _) = dup "s"
            val ({n, ...}, _) = dup {n = 3, m = "m"}
        in println (Int.toString (a + n) ^ b) end
(* records through polymorphic functions *)
val people = [{name = "ann", age = 31}, {name = "bob", age = 25}, {name = "cy", age = 40}]
val older = filter (fn {age, ...} => age > 30) people
val _ = println (join " " (map #name older))
val _ = printInt (foldl (fn ({age, name = _}, s) => s + age) 0 people)
