(* §5.5 enrichment of a datatype spec: the structure's datatype must have
   exactly the specified constructors; an extra constructor C is
   rejected. *)
signature S = sig datatype t = A | B end
structure M : S = struct datatype t = A | B | C end
