(* Definition §2.2: real constants are an integer constant followed by a
   fraction, an exponent E/e with optional ~, or both. *)
val rs = [1.5, 0.25, ~2.0, 1E3, 1e3, 25E~1, 1.5e2, ~1.25E~2, 0.0, 3E0]
val _ = print (String.concatWith " " (map Real.toString rs) ^ "\n")
val _ = print (Real.toString (1E2 + 2.5e1) ^ "\n")
