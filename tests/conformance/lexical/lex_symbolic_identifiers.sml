(* Definition §2.4: symbolic identifiers are any non-empty sequence of
   ! % & $ # + - / : < = > ? @ \ ~ ` ^ | * (other than reserved words). *)
infix 4 ==
fun a == b = a = b
infix 6 <+>
fun (a, b) <+> (c, d) = (a + c, b + d)
val !!! = 7
val $ = fn s => s ^ "!"
val || = fn (p, q) => p orelse q
val ~~> = fn n => n * 2
val @@ = 1
val ?\ = 2
val %&` = 3
val (p, q) = (1, 2) <+> (30, 40)
val _ = print (Int.toString p ^ " " ^ Int.toString q ^ "\n")
val _ = print (Bool.toString (3 == 3) ^ " " ^ Bool.toString (3 == 4) ^ "\n")
val _ = print ($ "hey" ^ " " ^ Int.toString (~~> !!!) ^ " "
               ^ Bool.toString (|| (false, true)) ^ "\n")
val _ = print (Int.toString (@@ + ?\ + %&`) ^ "\n")
