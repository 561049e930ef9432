(* Definition §6.7 (recursive closures): non-tail recursion ~10,000 deep
   must evaluate without stack exhaustion. *)
fun sumTo 0 = 0
  | sumTo n = n + sumTo (n - 1)
val _ = print (Int.toString (sumTo 10000) ^ "\n")
fun build 0 = []
  | build n = n :: build (n - 1)
val l = build 10000
val _ = print (Int.toString (length l) ^ " " ^ Int.toString (foldr (op +) 0 l) ^ "\n")
fun even 0 = true | even n = odd (n - 1)
and odd 0 = false | odd n = even (n - 1)
val _ = print (Bool.toString (even 10001) ^ "\n")
