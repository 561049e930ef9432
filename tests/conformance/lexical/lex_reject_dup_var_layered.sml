(* Definition §2.9: a layered pattern counts too: "x as (y, x)" binds x twice. *)
fun f (x as (y, x)) = y
