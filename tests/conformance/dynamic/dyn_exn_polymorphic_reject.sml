(* Definition §4.10 rule 31 / §4.8: an exception constructor's type must not
   contain free type variables of the declaration (no polymorphic
   exceptions); 'a here is not bound by any enclosing scope. *)
exception Poly of 'a
val _ = raise Poly 3
