(* Apply MLton.Exn's top-level handler to the exception that ended the
   program. No unit imports this one, and it is never initialized in order:
   the program entry hands its initializer to the runtime whenever MLton's
   unit (mlton.sml) runs (ldriver/project/graph.py, TOP_HANDLER_UNIT), and
   the runtime runs it on an uncaught exception once that unit has set a
   handler (runtime/exn.c). It names nothing but runtime primitives, so it
   can run whichever unit raised. *)
val handler : exn -> unit = ld_exn_top_handler ()
val () = handler (ld_exn_uncaught ())
