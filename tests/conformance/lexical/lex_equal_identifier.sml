(* Definition §2.4: "=" is reserved but also allowed as an identifier for
   value: it can be used with op and passed as a function. *)
val eq = op =
val _ = print (Bool.toString (eq (1, 1)) ^ " " ^ Bool.toString (eq ("a", "b")) ^ "\n")
val _ = print (Bool.toString (List.all (op =) [(1, 1), (2, 2)]) ^ "\n")
