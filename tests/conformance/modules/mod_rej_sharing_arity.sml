(* §5.7 sharing type: the shared type constructors must have the same
   arity; t is nullary and u unary. Rejected. *)
signature S = sig
  type t
  type 'a u
  sharing type t = u
end
