(* expect: nothing in its context determines the row of #x: the `;` ends the
   top-level context (without it, the run of declarations is one context and
   the later use determines the row, as Poly/ML does; SML/NJ closes each
   declaration: tests/programs/conf2_top_level_runs) *)
val pickx = #x;
val s = pickx {x = "left", y = 1}
