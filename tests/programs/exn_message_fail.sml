(* exnMessage/exnName of Fail and of a user exception without argument printed to stdout. Expected output hand-adjusted: exnMessage (Fail s) is 'Fail: s' (MLton wording, as conventions.md requires; Poly/ML prints Fail "s"). *)

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

exception Plain
val _ = println (exnMessage (Fail "went wrong"))
val _ = println (exnName (Fail "went wrong"))
val _ = println (exnMessage Plain ^ " " ^ exnName Plain)
val _ = println ((raise Fail "caught") handle e => exnMessage e)
