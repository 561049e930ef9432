(* Definition §4.6 and rule 15: `val 'a ...` and `fun 'a ...` bind 'a explicitly
   at that declaration; the bound value is generalized over 'a. *)
val 'a ident = fn (x : 'a) => x
fun ('a, 'b) swap (x : 'a, y : 'b) : 'b * 'a = (y, x)
val 'a rec len = fn ([] : 'a list) => 0 | _ :: t => 1 + len t
val (s, n) = swap (3, "three")
val _ = print (String.concatWith " " [ident s, Int.toString (ident n), Int.toString (len [1, 2, 3]),
                                      Int.toString (len ["a"]), Bool.toString (#2 (swap (true, false)))] ^ "\n")
