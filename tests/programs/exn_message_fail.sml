(* exnMessage/exnName of Fail and of a user exception without argument printed to stdout. Expected output hand-adjusted: exnMessage (Fail s) is 'Fail: s' (MLton wording, as conventions.md requires; Poly/ML prints Fail "s"). *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

exception Plain
val _ = println (exnMessage (Fail "went wrong"))
val _ = println (exnName (Fail "went wrong"))
val _ = println (exnMessage Plain ^ " " ^ exnName Plain)
val _ = println ((raise Fail "caught") handle e => exnMessage e)
