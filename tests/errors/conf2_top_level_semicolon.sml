(* A top-level `;` ends a context of overloading resolution: f is int -> int
   before the next declaration sees it (Poly/ML agrees; without the `;` the
   run is one context and f 1.5 is valid: tests/programs/conf2_top_level_runs). *)
val f = fn x => x + x;
val y = f 1.5
