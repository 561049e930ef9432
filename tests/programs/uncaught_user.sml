(* Uncaught user-defined nullary exception raised deep inside a call chain and through a non-matching handler: exit status 1, stderr 'unhandled exception: Boom'. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

exception Boom
exception Other
fun deep 0 = raise Boom
  | deep n = 1 + deep (n - 1)
val _ = println "start"
val _ = printInt ((deep 1000) handle Other => 0)
val _ = println "not reached"
