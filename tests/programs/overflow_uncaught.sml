(* Uncaught Overflow from 63-bit multiplication at top level: stdout printed before it, exit status 1, stderr 'unhandled exception: Overflow'. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun pow2 0 = 1 | pow2 n = 2 * pow2 (n - 1)
val _ = printInt (pow2 61)
val x = pow2 61 * 4
val _ = println "not reached"
