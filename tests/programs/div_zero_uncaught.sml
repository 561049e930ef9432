(* Uncaught Div from mod by zero: exit status 1, stderr 'unhandled exception: Div'. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

val _ = println "before"
fun f n = 100 mod n
val _ = printInt (f 3)
val _ = printInt (f 0)
val _ = println "not reached"
