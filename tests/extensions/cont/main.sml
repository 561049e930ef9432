(* SMLofNJ.Cont's one-shot continuations: an early exit from a fold, a body
   that returns or raises, a nested throw to the outer continuation, a loop
   making 100000 of them (each thread freed), re-entry refused, isolate. *)
open SMLofNJ.Cont
fun say s = print (s ^ "\n")

fun product xs = callcc (fn k => List.foldl (fn (0, _) => throw k 0 | (x, p) => x * p) 1 xs)
val () = say (Int.toString (product [1, 2, 3, 4]) ^ " " ^ Int.toString (product [1, 0, 3]))
val () = say (Int.toString (callcc (fn _ => 7)))
val () = say ((callcc (fn _ => raise Fail "inside"); "no exception") handle Fail m => "raised: " ^ m)
val () = say (Int.toString (callcc (fn k => 1 + callcc (fn _ => throw k 10))))

fun loop 0 acc = acc
  | loop i acc = loop (i - 1) (acc + callcc (fn k => if i mod 2 = 0 then throw k 1 else 2))
val () = say (Int.toString (loop 100000 0))

(* returning a second time from one callcc is multi-shot: refused *)
val saved = ref NONE
val n = callcc (fn k => (saved := SOME k; 1))
val () = say ("n = " ^ Int.toString n)
val () = throw (valOf (!saved)) 2 handle Fail m => say m

val iso = isolate (fn (s : string) => (say ("isolated: " ^ s); OS.Process.exit OS.Process.success))
val () = throw iso "bye"
