(* Appendix A: if e1 then e2 else e3 abbreviates
   case e1 of true => e2 | false => e3; only the chosen branch is evaluated. *)
val trace = ref ""
fun note s v = (trace := !trace ^ s; v)
val a = if note "c" true then note "t" 1 else note "e" 2
val b = if note "c" false then note "t" 1 else note "e" 2
val _ = print (!trace ^ " " ^ Int.toString a ^ " " ^ Int.toString b ^ "\n")
fun sign n = if n < 0 then ~1 else if n = 0 then 0 else 1
val _ = print (String.concatWith " " (map (Int.toString o sign) [~5, 0, 5]) ^ "\n")
val c = 1 + (if true then 10 else 20) * 2
val _ = print (Int.toString c ^ "\n")
