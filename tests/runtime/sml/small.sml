(* A small program that allocates a little (lists, strings, closures) and
   loops: runs under a 256 MB address-space limit, and under GC stress. *)
fun itos n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
  in if n < 0 then implode (#"~" :: pos (~n, [])) else implode (pos (n, [])) end
fun println s = print (s ^ "\n")
fun upto (i, n) = if i > n then [] else i :: upto (i + 1, n)
fun sum xs = foldl (fn (x, a) => x + a) 0 xs
fun loop (i, acc) = if i = 0 then acc else loop (i - 1, acc + sum (upto (1, 100)))
val _ = println (itos (sum (upto (1, 10000))))
val _ = println (itos (loop (2000, 0)))
val _ = println (itos (length (map itos (upto (1, 5000)))))
