(* Definition §6.7: declarations in a let are evaluated in order, and a
   sequence (e1; e2; e3) evaluates each in turn, yielding the last. *)
val c = ref 0
fun tick s = (c := !c + 1; print (s ^ Int.toString (!c) ^ "\n"); !c)
val r = let val a = tick "a" val b = tick "b" in (tick "c"; tick "d"; a + b) end
val _ = print (Int.toString r ^ "\n")
(* list expressions are derived from :: applications, also left to right *)
val l = [tick "x", tick "y", tick "z"]
val _ = print (String.concatWith " " (map Int.toString l) ^ "\n")
