(* An exception declared inside a functor body escapes to the top level: output printed before it is kept, a handler for another application's exception of the same name does not catch it, and the program exits with status 1 reporting 'unhandled exception: Exhausted'. *)

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
functor Counter (X : sig val start : int end) = struct
  exception Exhausted
  val n = ref X.start
  fun down () = if !n = 0 then raise Exhausted else (n := !n - 1; !n)
end
structure A = Counter (struct val start = 2 end)
structure B = Counter (struct val start = 1 end)

val _ = printInt (A.down ())
val _ = printInt (B.down ())
val _ = println ((intToString (B.down ())) handle B.Exhausted => "B exhausted handled")
val _ = printInt (A.down ())
(* A.Exhausted is not B.Exhausted: this handler does not apply *)
val _ = printInt (A.down () handle B.Exhausted => ~1)
val _ = println "not reached"
