(* Uncaught Fail at top level after some output: exit status 1, stderr 'unhandled exception: Fail: boom' (MLton-style exnMessage, per conventions.md; Poly/ML words it differently). *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun check n = if n > 2 then raise Fail "boom" else n
val _ = printInt (check 1)
val _ = printInt (check 2)
val _ = printInt (check 3)
val _ = println "not reached"
