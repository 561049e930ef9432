(* An exception declared inside a functor body escapes to the top level: output printed before it is kept, a handler for another application's exception of the same name does not catch it, and the program exits with status 1 reporting 'unhandled exception: Exhausted'. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
functor Counter (X : sig val start : int end) = struct
  exception Exhausted
  val n = ref X.start
  fun down () = if !n = 0 then raise Exhausted else (n := !n - 1; !n)
end
structure A = Counter (struct val start = 2 end)
structure B = Counter (struct val start = 1 end)

val _ = printInt (A.down ())
val _ = printInt (B.down ())
val _ = println ((Int.toString (B.down ())) handle B.Exhausted => "B exhausted handled")
val _ = printInt (A.down ())
(* A.Exhausted is not B.Exhausted: this handler does not apply *)
val _ = printInt (A.down () handle B.Exhausted => ~1)
val _ = println "not reached"
