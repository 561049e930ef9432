(* A datatype specification realized by a type that is not a type name: the
   result is not well-formed (Definition rule 64). *)
signature S = sig datatype t = C end where type t = string list
