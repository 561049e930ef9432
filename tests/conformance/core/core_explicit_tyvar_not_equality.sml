(* Definition §4.4, §4.6: 'a (not ''a) is a type variable that need not admit
   equality, so `=` cannot be applied to values of type 'a. *)
fun 'a same (x : 'a, y : 'a) = x = y
