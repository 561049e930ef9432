(* Benchmark tak: the Takeuchi function, repeated. Problem size: number of repetitions of tak (24, 16, 8). Checksum: sum of results. *)
val defaultSize = 200
fun getSize () = BenchSize.get defaultSize
fun println s = print (s ^ "\n")

fun tak (x, y, z) = if y < x then tak (tak (x - 1, y, z), tak (y - 1, z, x), tak (z - 1, x, y)) else z
fun loop (0, acc) = acc
  | loop (n, acc) = loop (n - 1, acc + tak (24 + n mod 2, 16, 8))
fun main () = println ("tak checksum " ^ Int.toString (loop (getSize (), 0)))
