(* A constructor bound by two datatypes of one group. *)
datatype t = A of int | B
     and u = C | A
