(* Definition §2.9: no tyvarseq may contain the same tyvar twice. *)
datatype ('a, 'b, 'a) t = T of 'a * 'b
