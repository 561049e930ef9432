(* Entry point for ldriver builds: every program defines `main : unit -> unit` and no top-level effects, so Poly/ML (polyc) and SML/NJ (exportFn) can use the same sources; benchmarks/run.py leaves this file out for them. *)
val () = main ()
