(* Definition §6.7 rule 104 / App. A (case is fn applied): the scrutinee of
   case is evaluated exactly once, however many rules are tried. *)
val n = ref 0
fun next () = (n := !n + 1; !n)
val r = case next () of 5 => "five" | 4 => "four" | 3 => "three" | 1 => "one" | _ => "other"
val _ = print (r ^ " " ^ Int.toString (!n) ^ "\n")
(* if/then/else (derived from case) evaluates the test once *)
val s = if next () = 2 then "two" else "not two"
val _ = print (s ^ " " ^ Int.toString (!n) ^ "\n")
