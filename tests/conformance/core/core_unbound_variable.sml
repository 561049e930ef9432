(* Definition rule 2 (longvid): a value identifier must be bound in the context;
   `lenght` is not. *)
val n = lenght [1, 2, 3]
