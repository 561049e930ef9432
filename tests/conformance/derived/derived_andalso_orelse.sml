(* Appendix A: e1 andalso e2 is if e1 then e2 else false; e1 orelse e2 is
   if e1 then true else e2 (short-circuit, e2 only evaluated if needed). *)
val log = ref [] : string list ref
fun t s = (log := s :: !log; true)
fun f s = (log := s :: !log; false)
val r1 = f "a" andalso t "b"
val r2 = t "c" andalso f "d"
val r3 = t "e" orelse t "f"
val r4 = f "g" orelse f "h"
val r5 = f "i" orelse t "j" andalso f "k"
val _ = print (String.concat (rev (!log)) ^ "\n")
val _ = print (String.concatWith " " (map Bool.toString [r1, r2, r3, r4, r5]) ^ "\n")
fun nth (xs, n) = n >= 0 andalso n < length xs andalso List.nth (xs, n) > 0
val _ = print (Bool.toString (nth ([1, 2], 5)) ^ " " ^ Bool.toString (nth ([1, 2], 1)) ^ "\n")
