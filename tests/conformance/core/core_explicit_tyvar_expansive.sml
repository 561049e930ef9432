(* Definition rule 15, side condition U ∩ tyvars VE' = ∅: 'a is scoped at this
   val, but the right side is expansive (an application of ref, §4.7), so 'a
   cannot be generalized and the declaration is rejected. *)
val 'a r = ref (fn (x : 'a) => x)
