(* Minimal use of the top-level vector function: building vectors of ints, strings and tuples and comparing them with polymorphic equality. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun b true = "T" | b false = "F"
val v1 = vector [1, 2, 3]
val v2 = vector [1, 2, 3]
val v3 = vector [1, 2, 4]
val v4 = vector [1, 2]
val empty1 = vector ([] : int list)
val empty2 = vector ([] : int list)
val _ = println (b (v1 = v2) ^ b (v1 = v3) ^ b (v1 = v4) ^ b (empty1 = empty2) ^ b (v1 <> v4))
val vs = vector ["a", "bb", "ccc"]
val _ = println (b (vs = vector ["a", "bb", "ccc"]) ^ b (vs = vector ["a", "bb"]))
val vt = vector [(1, "x"), (2, "y")]
val _ = println (b (vt = vector [(1, "x"), (2, "y")]))
fun upto (i, n) = if i > n then [] else i :: upto (i + 1, n)
val big1 = vector (upto (1, 10000))
val big2 = vector (map (fn x => x) (upto (1, 10000)))
val _ = println (b (big1 = big2))
val nested = vector [vector [1], vector [2, 3]]
val _ = println (b (nested = vector [vector [1], vector [2, 3]]) ^ b (nested = vector [vector [1], vector [2]]))
val inList = [v1, v3]
val _ = println (b (inList = [v2, v3]))
