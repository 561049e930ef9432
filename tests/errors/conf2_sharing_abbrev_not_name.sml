(* expect: a common type defined as 'a * 'a is not a type name, so the type
   sharing that structure sharing stands for is invalid (Poly/ML rejects it
   too; SML/NJ ignores it) *)
signature P = sig type elt  type 'a pair = 'a * 'a end
signature Q = sig structure L : P  structure R : P  sharing L = R end
