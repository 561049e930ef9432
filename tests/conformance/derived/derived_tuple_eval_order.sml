(* Appendix A and §6.7 (rule 97): a tuple is a record expression, and the
   fields of a record are evaluated left to right as written, whatever the
   labels. *)
val log = ref ""
fun t s v = (log := !log ^ s; v)
val r = {b = t "b" 1, a = t "a" 2, c = t "c" 3}
val p = (t "1" 1, t "2" 2, t "3" 3)
val q = {2 = t "x" 1, 1 = t "y" 2}
val l = [t "[" 0, t "]" 0]
val _ = print (!log ^ " " ^ Int.toString (#a r + #1 q + #3 p) ^ "\n")
