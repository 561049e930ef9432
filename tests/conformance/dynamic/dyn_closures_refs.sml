(* Definition §6.7 rule 108 (fn closures capture the environment): closures
   share mutable state through captured refs. *)
fun counter () =
  let val n = ref 0
  in (fn () => (n := !n + 1; !n), fn () => !n) end
val (inc1, get1) = counter ()
val (inc2, get2) = counter ()
val _ = (inc1 (); inc1 (); inc2 ())
val _ = print (Int.toString (get1 ()) ^ " " ^ Int.toString (get2 ()) ^ "\n")
(* closures capture values, not variables: rebinding x does not change f *)
val x = 1
fun f () = x
val x = 2
val _ = print (Int.toString (f ()) ^ " " ^ Int.toString x ^ "\n")
(* a list of closures made in a loop *)
val fs = List.tabulate (4, fn i => fn j => i * 10 + j)
val _ = print (String.concatWith " " (map (fn g => Int.toString (g 1)) fs) ^ "\n")
