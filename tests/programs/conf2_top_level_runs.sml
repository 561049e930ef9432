(* A run of top-level core declarations that no `;` interrupts is one
   context of overloading resolution and flexible-record resolution
   (Definition appendix E; a strdec, as in a structure body): later
   declarations of the run fix the types the earlier ones left open. Poly/ML
   and MLton agree. A `;` ends the context: tests/errors/conf2_top_level_semicolon. *)
val w = 0w200 val b = Word8.toString (w : Word8.word)
fun half x = x div 0w2 val h = half (0w9 : Word8.word)
val get = #name val who = get {name = "ada", age = 36}
val double = fn x => x + x val d = double 1.5
val () = print (b ^ " " ^ Word8.toString h ^ " " ^ who ^ " " ^ Real.toString d ^ "\n");
val n = 7 val k = n + 1
val () = print (Int.toString k ^ "\n")
