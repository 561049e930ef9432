(* §5.5 enrichment: a value's type scheme must generalise the specified
   one; string does not generalise int. Rejected. *)
signature S = sig val name : int end
structure A : S = struct val name = "x" end
