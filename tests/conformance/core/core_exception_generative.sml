(* Definition §4.9 and §6.7 (rule 129's exception names): each evaluation of an
   exception declaration makes a new exception; a handler for the E of one call
   does not catch the E raised by another, even though both are "E". A later
   exception declaration of the same name shadows the earlier. *)
fun make () =
  let exception E
  in (fn () => (raise E) : unit, fn (f : unit -> unit) => (f (); "none") handle E => "caught") end
val (raise1, catch1) = make ()
val (raise2, catch2) = make ()
val a = catch1 raise1
val b = catch1 raise2 handle _ => "escaped"
exception X of int
val raiseOld = fn () => raise X 1
exception X of string
val c = (raiseOld (); "none") handle X s => "new " ^ s | _ => "old not caught by new X"
val _ = print (String.concatWith ", " [a, b, c] ^ "\n")
