(* Definition §2.9: an infix clause "x ++ x" binds x twice. *)
infix 6 ++
fun x ++ x = 1
