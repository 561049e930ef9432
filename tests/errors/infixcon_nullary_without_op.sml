(* A constructor declared without `op` is still infix: a nullary use needs `op`. *)
infix 5 <>>
exception <>>
val x = (raise <>>) handle _ => 0
