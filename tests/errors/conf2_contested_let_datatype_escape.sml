(* expect: contested, kept. An SML '90 suite lists this as valid, but the
   result's type mentions t, a type name the let declares: rule 4's side
   condition (tynames tau subset of T of C) rejects it, as SML/NJ and Poly/ML do. *)
val x = let datatype 'a t = A of 'a in (A 3, A true) end
