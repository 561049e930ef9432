(* Benchmark fib: naive doubly-recursive Fibonacci. Problem size: the argument n. Checksum: fib n. *)
val defaultSize = 42
fun getSize () = BenchSize.get defaultSize
fun println s = print (s ^ "\n")

fun fib n = if n < 2 then n else fib (n - 1) + fib (n - 2)
fun main () =
  let val n = getSize ()
  in println ("fib " ^ Int.toString n ^ " = " ^ Int.toString (fib n)) end
