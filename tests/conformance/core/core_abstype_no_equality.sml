(* Definition §4.9, rule 19 (Abs): outside the abstype declaration the type does
   not admit equality, even though its representation would. *)
abstype counter = C of int
with
  val zero = C 0
end
val b = zero = zero
