(* Definition §4.6: 'a occurs unguarded in the declaration of f (in x's
   constraint), so it is scoped there, not at the inner val: inside f, 'a is one
   fixed type and the inner id is monomorphic in it, so `id 1` is a type error. *)
fun f (x : 'a) =
  let val id : 'a -> 'a = fn z => z
  in (id x, id 1) end
