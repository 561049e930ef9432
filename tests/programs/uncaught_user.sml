(* Uncaught user-defined nullary exception raised deep inside a call chain and through a non-matching handler: exit status 1, stderr 'unhandled exception: Boom'. *)

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

exception Boom
exception Other
fun deep 0 = raise Boom
  | deep n = 1 + deep (n - 1)
val _ = println "start"
val _ = printInt ((deep 1000) handle Other => 0)
val _ = println "not reached"
