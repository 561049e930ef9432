(* Definition §4.2 (the environment modification E + E'): a later binding of a
   name shadows an earlier one, at any type; earlier closures keep the value
   they saw; a val binding shadows a function and vice versa. *)
val x = 1
fun getX () = x
val x = "one"
fun f n = n + 1
val g = f
val f = fn s => s ^ "!"
val x = x ^ f x
val _ = print (Int.toString (getX ()) ^ " " ^ x ^ " " ^ Int.toString (g 1) ^ "\n")
