(* Definition §2.9: true/false/nil/::/ref may not be bound by a valbind, but
   they may of course appear as constructors in the patterns of one. *)
val x :: xs = [1, 2, 3]
val ref r = ref 4
val true = 1 < 2
val (nil, y) = ([] : int list, 5)
fun len nil = 0 | len (_ :: t) = 1 + len t
val _ = print (String.concatWith " " (map Int.toString [x, length xs, r, y, len xs]) ^ "\n")
