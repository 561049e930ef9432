(* 1,000,000-deep non-tail recursion: building a list by non-tail recursion, summing it non-tail-recursively, map and foldr over it, and a deep recursive append. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun build 0 = []
  | build n = n :: build (n - 1)
fun sum [] = 0
  | sum (x :: xs) = x + sum xs
val big = build 1000000
val _ = printInt (sum big)
val _ = printInt (length big)
fun myMap f [] = []
  | myMap f (x :: xs) = f x :: myMap f xs
val _ = printInt (sum (myMap (fn x => x mod 10) big))
val _ = printInt (foldr (fn (x, acc) => acc + x * 2) 0 big)
fun append ([], ys) = ys
  | append (x :: xs, ys) = x :: append (xs, ys)
val _ = printInt (length (append (big, [1, 2, 3])))
(* deep non-tail recursion without a list *)
fun depth 0 = 0
  | depth n = 1 + depth (n - 1)
val _ = printInt (depth 1000000)
val _ = printInt (hd (map (fn x => x + 1) big))
