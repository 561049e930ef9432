(* Well-formed (int is a type name) but no structure can match it: the
   signature's t = int has the constructor C. *)
signature S = sig datatype t = C end where type t = int
structure N : S = struct type t = int datatype u = C end
