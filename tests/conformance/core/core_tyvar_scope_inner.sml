(* Definition §4.6: a type variable occurring only inside an inner val is scoped
   at that inner val (it is guarded in the outer one), so the inner id is
   polymorphic. When it is scoped at the enclosing fun, a nested value may use
   it as a fixed type, e.g. to constrain a local helper. *)
val pair =
  let val id : 'a -> 'a = fn z => z
  in (id 1, id "one") end
fun firstOf (x : 'a, xs : 'a list) =
  let fun pick (y : 'a) = y          (* the same 'a as x's *)
  in case xs of [] => pick x | h :: _ => pick h end
val _ = print (Int.toString (#1 pair) ^ " " ^ #2 pair ^ " " ^ firstOf ("a", ["b"]) ^ " "
               ^ Int.toString (firstOf (7, [])) ^ "\n")
