(* A new exception and an alias of the same name in one group. *)
exception E of int and E = Fail
