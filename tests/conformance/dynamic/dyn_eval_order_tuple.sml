(* Definition §6.7 rule 107/112 (records, tuples as derived records):
   fields are evaluated left to right in source order. *)
val log = ref ([] : string list)
fun note s v = (log := s :: !log; v)
val t = (note "a" 1, note "b" 2, note "c" 3)
val _ = print (String.concatWith "," (rev (!log)) ^ "\n")
val _ = log := []
(* record fields are evaluated in the order written, not label order *)
val r = {z = note "z" 1, a = note "a" 2, m = note "m" 3}
val _ = print (String.concatWith "," (rev (!log)) ^ "\n")
val _ = print (Int.toString (#a r + #z r * 10 + #m r * 100) ^ "\n")
