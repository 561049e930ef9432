(* Definition §4.6: the same name 'a in two separate declarations denotes two
   independent type variables, each generalized at its own declaration. *)
fun f (x : 'a) = [x]
fun g (y : 'a, z : 'a) = (z, y)
val a = f 1
val b = f "b"
val (c, d) = g (true, false)
val (e, h) = g ("e", "h")
val _ = print (String.concatWith " " [Int.toString (hd a), hd b, Bool.toString c, Bool.toString d, e, h] ^ "\n")
