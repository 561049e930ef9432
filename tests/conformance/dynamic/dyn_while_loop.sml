(* Definition App. A (while derived form) and §6.7: the condition is
   re-evaluated before every iteration; the loop's value is (). *)
val i = ref 0
val acc = ref []
val u : unit = while (!i < 5) do (acc := !i :: !acc; i := !i + 1)
val _ = print (String.concatWith "," (map Int.toString (rev (!acc))) ^ "\n")
(* a while loop left by an exception *)
exception Stop of int
val j = ref 0
val r = (while true do (j := !j + 1; if !j = 7 then raise Stop (!j) else ()); 0)
        handle Stop k => k
val _ = print (Int.toString r ^ "\n")
