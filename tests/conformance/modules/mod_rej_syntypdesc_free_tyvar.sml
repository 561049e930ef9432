(* §3.5: every type variable on the right of a type abbreviation
   specification must occur in its type variable sequence; 'b does not.
   Rejected. *)
signature S = sig type 'a t = 'a * 'b end
