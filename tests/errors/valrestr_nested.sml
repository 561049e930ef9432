(* 'a is scoped at the outer val: the inner val cannot generalize it, and
   the outer one binds a variable whose type mentions it. *)
val 'a g = let val f = fn y : 'a => y in f end
