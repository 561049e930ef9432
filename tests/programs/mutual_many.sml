(* Mutual recursion among eight functions: a state machine counting steps, called through all of them. *)

fun intToString n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
      (* negative numbers are handled without negating, so minInt is safe *)
      fun neg (n, acc) =
        if n > ~10 then dig (~n) :: acc
        else let val q = n div 10
                 val q' = if n mod 10 = 0 then q else q + 1
             in neg (q', dig (q' * 10 - n) :: acc) end
  in if n < 0 then implode (#"~" :: neg (n, [])) else implode (pos (n, [])) end
fun println s = print (s ^ "\n")
fun printInt n = println (intToString n)

(* each function consumes one unit and passes to another depending on n mod 3 *)
fun s0 (0, acc) = acc | s0 (n, acc) = (case n mod 3 of 0 => s1 | 1 => s4 | _ => s7) (n - 1, acc + 1)
and s1 (0, acc) = acc | s1 (n, acc) = (case n mod 3 of 0 => s2 | 1 => s5 | _ => s0) (n - 1, acc + 2)
and s2 (0, acc) = acc | s2 (n, acc) = (case n mod 3 of 0 => s3 | 1 => s6 | _ => s1) (n - 1, acc + 3)
and s3 (0, acc) = acc | s3 (n, acc) = (case n mod 3 of 0 => s4 | 1 => s7 | _ => s2) (n - 1, acc + 4)
and s4 (0, acc) = acc | s4 (n, acc) = (case n mod 3 of 0 => s5 | 1 => s0 | _ => s3) (n - 1, acc + 5)
and s5 (0, acc) = acc | s5 (n, acc) = (case n mod 3 of 0 => s6 | 1 => s1 | _ => s4) (n - 1, acc + 6)
and s6 (0, acc) = acc | s6 (n, acc) = (case n mod 3 of 0 => s7 | 1 => s2 | _ => s5) (n - 1, acc + 7)
and s7 (0, acc) = acc | s7 (n, acc) = (case n mod 3 of 0 => s0 | 1 => s3 | _ => s6) (n - 1, acc * 3 mod 1000003)

(* non-tail mutual recursion building a list *)
fun pa 0 = [] | pa n = "a" :: pb (n - 1)
and pb 0 = [] | pb n = "b" :: pc (n - 1)
and pc 0 = [] | pc n = "c" :: pa (n - 1)

val _ = printInt (s0 (10, 0))
val _ = printInt (s3 (1000, 7))
val _ = printInt (s5 (1000000, 1))
val _ = println (concat (pa 10))
val _ = printInt (length (pb 100000))
