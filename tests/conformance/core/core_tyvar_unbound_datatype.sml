(* Definition §4.9 (rule 29) and §2.9: a datatype binding's constructor types may
   mention only the type variables in its own tyvarseq; 'b is not among them. *)
datatype 'a pairish = P of 'a * 'b
