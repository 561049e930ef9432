(* §5.7 and §6.7: the exception of one functor application is not caught by
   the handler of another application's exception of the same name, so
   this program ends with the uncaught exception. *)
functor Mk () = struct
  exception Stop
  fun protect f = f () handle Stop => print "stopped\n"
end
structure A = Mk ()
structure B = Mk ()
val () = A.protect (fn () => raise A.Stop)
val () = A.protect (fn () => raise B.Stop)
val () = print "not reached\n"
