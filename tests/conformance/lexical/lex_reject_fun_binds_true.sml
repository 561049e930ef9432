(* Definition §2.9: no valbind may bind true (a fun declaration is a val rec). *)
fun true x = x
