(* The second binding of the val is expansive and its variable mentions 'b. *)
val 'b f = fn y : 'b => y
and cell = ref (fn y : 'b => y)
