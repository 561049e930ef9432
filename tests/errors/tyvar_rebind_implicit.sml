(* 'a is implicitly scoped at f, where it occurs unguarded (Definition §4.6). *)
fun f (x : 'a) = let val 'a y = 1 in () end
