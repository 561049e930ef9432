(* The unguarded occurrence that scopes 'a at f comes after the inner declaration. *)
fun f x = (let val 'a y = x in () end; (x : 'a))
