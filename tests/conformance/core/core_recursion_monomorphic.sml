(* Definition rule 26 (val rec): inside its own declaration a recursive function
   has a monotype (no polymorphic recursion), so using f at int and at string in
   its body is a type error. *)
fun f x = (ignore (f 1); ignore (f "one"); x)
