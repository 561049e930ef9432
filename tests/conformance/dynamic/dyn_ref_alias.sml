(* Definition §6.7 rules 99/105 (ref, :=, !): a ref cell is shared by every
   alias; := updates it for all of them. *)
val a = ref 1
val b = a
val c = ref 1
val _ = b := 5
val _ = print (Int.toString (!a) ^ " " ^ Int.toString (!c) ^ "\n")
val u : unit = (a := !a + 1)
val _ = print (Int.toString (!b) ^ "\n")
(* refs in data structures *)
val cells = [a, c, a]
val _ = app (fn r => r := !r * 10) cells
val _ = print (String.concatWith " " (map (Int.toString o !) [a, b, c]) ^ "\n")
(* ref of ref *)
val rr = ref (ref 0)
val inner = !rr
val _ = !rr := 9
val _ = print (Int.toString (!inner) ^ "\n")
val _ = rr := ref 100
val _ = print (Int.toString (!inner) ^ " " ^ Int.toString (!(!rr)) ^ "\n")
