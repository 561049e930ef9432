(* List utilities written from scratch. *)
fun map f [] = []
  | map f (x :: xs) = f x :: map f xs

fun filter p [] = []
  | filter p (x :: xs) = if p x then x :: filter p xs else filter p xs

fun foldLeft f acc [] = acc
  | foldLeft f acc (x :: xs) = foldLeft f (f (x, acc)) xs

fun append ([], ys) = ys
  | append (x :: xs, ys) = x :: append (xs, ys)

fun reverse xs =
  let fun go ([], acc) = acc
        | go (y :: ys, acc) = go (ys, y :: acc)
  in go (xs, []) end

fun zip (x :: xs, y :: ys) = (x, y) :: zip (xs, ys)
  | zip _ = []

fun unzip [] = ([], [])
  | unzip ((a, b) :: rest) =
      let val (as', bs) = unzip rest in (a :: as', b :: bs) end

fun take (_, 0) = []
  | take ([], _) = []
  | take (x :: xs, n) = x :: take (xs, n - 1)

fun range (lo, hi) = if lo > hi then [] else lo :: range (lo + 1, hi)

fun sum xs = foldLeft (op +) 0 xs
fun exists p xs = foldLeft (fn (x, b) => b orelse p x) false xs
fun all p xs = not (exists (not o p) xs)

val squares = map (fn x => x * x) (range (1, 10))
val evens = filter (fn x => x mod 2 = 0) squares
val total = sum evens
val pairs = zip (range (1, 3), ["a", "b", "c"])
val (nums, names) = unzip pairs
fun intToString n = if n < 10 then str (chr (n + 48)) else "big"
val _ = print (intToString total)
