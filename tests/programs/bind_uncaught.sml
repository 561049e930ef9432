(* A failing top-level val pattern raises Bind, uncaught: exit status 1, stderr 'unhandled exception: Bind'. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

val _ = println "first"
val (0, z) = (length [1, 2], "z")
val _ = println "not reached"
