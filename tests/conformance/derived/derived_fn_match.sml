(* Appendix A: the type of a derived expression is the type of its
   expansion, e.g. fn with several rules, and case inside fn. *)
val f = fn (0, _) => "z" | (_, true) => "t" | _ => "f"
val g = fn xs => case xs of [] => 0 | _ :: r => 1 + length r
val _ = print (f (0, false) ^ f (1, true) ^ f (2, false) ^ " " ^ Int.toString (g [1, 2, 3]) ^ "\n")
