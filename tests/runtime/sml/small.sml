(* A small program that allocates a little (lists, strings, closures) and
   loops: runs under a 256 MB address-space limit, and under GC stress. *)
fun println s = print (s ^ "\n")
fun upto (i, n) = if i > n then [] else i :: upto (i + 1, n)
fun sum xs = foldl (fn (x, a) => x + a) 0 xs
fun loop (i, acc) = if i = 0 then acc else loop (i - 1, acc + sum (upto (1, 100)))
val _ = println (Int.toString (sum (upto (1, 10000))))
val _ = println (Int.toString (loop (2000, 0)))
val _ = println (Int.toString (length (map Int.toString (upto (1, 5000)))))
