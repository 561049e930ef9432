(* Definition §6.7 rules 108-110: each activation installs its own handler;
   a raise is caught by the most recently entered one that matches. *)
exception Up of int
fun depth 0 = raise Up 0
  | depth n = (depth (n - 1)) handle Up k => if k < 3 then raise Up (k + 1) else k * 100 + n
val _ = print (Int.toString (depth 10) ^ "\n")
val _ = print ((Int.toString (depth 2)) handle Up k => "escaped " ^ Int.toString k ^ "\n")
(* handler does not catch exceptions raised by itself *)
val c = ref 0
fun h () = (raise Up 1) handle Up _ => (c := !c + 1; if !c < 5 then raise Up 2 else 0)
val _ = print (((Int.toString (h ())) handle Up k => "outer " ^ Int.toString k) ^ " " ^ Int.toString (!c) ^ "\n")
