(* Definition §4.6 and rule 31: at top level 'a is not scoped at any value
   declaration, so `exception E of 'a` would leave a free type variable in the
   basis; it is rejected (a polymorphic exception would be unsound). *)
exception Poly of 'a
