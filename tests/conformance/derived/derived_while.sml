(* Appendix A: while e1 do e2 abbreviates
   let val rec vid = fn () => if e1 then (e2; vid ()) else () in vid () end. *)
val i = ref 0
val sum = ref 0
val result : unit = while !i < 10 do (i := !i + 1; sum := !sum + !i)
val _ = print (Int.toString (!i) ^ " " ^ Int.toString (!sum) ^ "\n")
val n = ref 0
val _ = while false do n := 99
val _ = print (Int.toString (!n) ^ "\n")
(* nested loops *)
val out = ref []
val a = ref 0
val _ = while !a < 3 do
          (let val b = ref 0 in
             while !b < !a do (out := (!a * 10 + !b) :: !out; b := !b + 1)
           end;
           a := !a + 1)
val _ = print (String.concatWith "," (map Int.toString (rev (!out))) ^ "\n")
