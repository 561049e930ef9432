(* Definition §4.8 (rules 8, 26) and the principal-type property: x x requires
   'a = 'a -> 'b, a circular type; no type exists and the program is rejected. *)
val omega = fn x => x x
