(* Appendix A / §2.6 and Fig. 4: if, case, fn, handle and raise extend as far
   to the right as possible, so a handle inside a case rule takes the
   following rules as its own; g 5 then matches no rule of the case: Match. *)
exception E
fun f 1 = raise E | f n = n
fun g x = case x of 1 => f x handle E => 100 | _ => 200
val b = false andalso if false then true else false orelse true
val c = (false andalso if false then true else false) orelse true
val _ = print (Bool.toString b ^ " " ^ Bool.toString c ^ "\n")
val h = fn x => x + 1 handle _ => 0
val v = 1 + (case 2 of 2 => 3 | _ => 4) * 10
val w = if true then 1 else 2 + 100
val _ = print (Int.toString (h 1) ^ " " ^ Int.toString v ^ " " ^ Int.toString w ^ "\n")
val _ = print (Int.toString (g 1) ^ "\n")
val _ = print (Int.toString (g 5) ^ "\n")
