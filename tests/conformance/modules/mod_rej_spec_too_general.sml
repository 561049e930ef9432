(* §5.5 enrichment: the specification may not be more polymorphic than the
   declared value: int -> int does not generalise 'a -> 'a. Rejected. *)
signature S = sig val f : 'a -> 'a end
structure A : S = struct fun f x = x + 1 end
