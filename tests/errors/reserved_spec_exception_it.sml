(* `it` may be a variable, never a constructor (Definition §3.5). *)
signature S = sig exception it end
