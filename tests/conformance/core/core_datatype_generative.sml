(* Definition §4.9 (rule 17's new type names, §4.10 ...): each datatype
   declaration creates a new type, even with the same name and constructors;
   a value of the old t is not a value of the new t. *)
datatype t = A | B
val old = A
datatype t = A | B
val fresh : t = old
