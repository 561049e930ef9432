(* 50 million tail calls must run in constant stack: a self tail-recursive loop, a mutually tail-recursive pair, and tail calls through a higher-order function. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun loop (0, acc) = acc
  | loop (n, acc) = loop (n - 1, acc + (n mod 7))
val _ = printInt (loop (50000000, 0))
fun ping (0, acc) = acc
  | ping (n, acc) = pong (n - 1, acc + 1)
and pong (0, acc) = acc
  | pong (n, acc) = ping (n - 1, acc + 2)
val _ = printInt (ping (10000000, 0))
(* tail call through a function argument *)
fun repeat (f, 0, x) = x
  | repeat (f, n, x) = repeat (f, n - 1, f x)
val _ = printInt (repeat (fn x => (x * 3 + 1) mod 1000003, 5000000, 1))
(* tail call in case/if/let/handle-free positions *)
fun count (n, acc) =
  if n = 0 then acc
  else let val m = n - 1 in
         case m mod 3 of 0 => count (m, acc + 1) | 1 => count (m, acc) | _ => count (m, acc + 2)
       end
val _ = printInt (count (3000000, 0))
