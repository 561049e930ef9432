(* Definition §4.8, rule 26 (fn match): a variable bound by fn gets a type, not
   a type scheme, so using it at int and at string is a type error. *)
val bad = fn f => (f 1, f "one")
