(* Benchmark tak: the Takeuchi function, repeated. Problem size: number of repetitions of tak (24, 16, 8). Checksum: sum of results. *)
val size = 200

fun intToString n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
      (* negative numbers are handled without negating, so minInt is safe *)
      fun neg (n, acc) =
        if n > ~10 then dig (~n) :: acc
        else let val q = n div 10
                 val q' = if n mod 10 = 0 then q else q + 1
             in neg (q', dig (q' * 10 - n) :: acc) end
  in if n < 0 then implode (#"~" :: neg (n, [])) else implode (pos (n, [])) end
fun println s = print (s ^ "\n")
fun printInt n = println (intToString n)

fun tak (x, y, z) = if y < x then tak (tak (x - 1, y, z), tak (y - 1, z, x), tak (z - 1, x, y)) else z
fun loop (0, acc) = acc
  | loop (n, acc) = loop (n - 1, acc + tak (24 + n mod 2, 16, 8))
val _ = println ("tak checksum " ^ intToString (loop (size, 0)))
