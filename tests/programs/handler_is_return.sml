(* A handler that only returns the packet, `(...) handle e => e`: shrinking
   makes the function's return continuation the call's handler, so a raise in
   the callee returns the packet as the function's result. *)
exception Quiet
exception Tagged of int

fun capture (f : unit -> 'a) : exn = (ignore (f ()); Quiet) handle e => e
fun captureUnit (f : unit -> unit) : exn = (f (); Quiet) handle e => e
fun curried (f : int -> int) (x : int) : exn = (ignore (f x); Quiet) handle e => e

fun name e = exnName e ^ (case e of Tagged n => " " ^ Int.toString n | _ => "")

val cases =
  [capture (fn () => raise Span), capture (fn () => 42), capture (fn () => 10 div 0),
   capture (fn () => raise Tagged 7), captureUnit (fn () => raise Domain), captureUnit (fn () => ()),
   curried (fn x => x + 1) 3, curried (fn x => if x > 2 then raise Tagged x else x) 5,
   curried (fn x => valOf Int.maxInt + x) 1]

val _ = app (fn e => print (name e ^ "\n")) cases
(* The packet returned is the one raised: it is handled again by its identity. *)
val _ = (raise capture (fn () => raise Tagged 9)) handle Tagged n => print ("again " ^ Int.toString n ^ "\n")
