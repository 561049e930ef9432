(* Definition rule 25-26 (valbind `and`): the bindings of `val ... and ...` are
   simultaneous, so the right sides see the previous bindings; `val rec` and
   `fun ... and` see the new ones (mutual recursion). *)
val x = 10
val x = 1 and y = x
fun even 0 = true | even n = odd (n - 1)
and odd 0 = false | odd n = even (n - 1)
val f = fn n => n * 2
val f = fn n => f n + 1
val rec g = fn n => if n = 0 then 0 else 2 + g (n - 1)
val _ = print (String.concatWith " " [Int.toString x, Int.toString y, Bool.toString (even 10),
                                      Bool.toString (odd 7), Int.toString (f 5), Int.toString (g 4)] ^ "\n")
