(* Uncaught Fail at top level after some output: exit status 1, stderr 'unhandled exception: Fail: boom' (MLton-style exnMessage, per conventions.md; Poly/ML words it differently). *)

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

fun check n = if n > 2 then raise Fail "boom" else n
val _ = printInt (check 1)
val _ = printInt (check 2)
val _ = printInt (check 3)
val _ = println "not reached"
