(* Basis INT_INF: arbitrary precision arithmetic, pow, div/mod signs,
   toString/fromString, comparisons, conversion to Int with Overflow.
   (Values are built with IntInf.fromInt rather than literals.) *)
val i = IntInf.fromInt
val big = IntInf.pow (i 2, 100)
val _ = print (IntInf.toString big ^ "\n")
val _ = print (IntInf.toString (IntInf.- (IntInf.* (big, big), i 1)) ^ "\n")
val nb = IntInf.~ big
val _ = print (IntInf.toString (IntInf.div (nb, i 3)) ^ " " ^ IntInf.toString (IntInf.mod (nb, i 3)) ^ " " ^
  IntInf.toString (IntInf.quot (nb, i 3)) ^ " " ^ IntInf.toString (IntInf.rem (nb, i 3)) ^ "\n")
fun fact n = if IntInf.<= (n, i 1) then i 1 else IntInf.* (n, fact (IntInf.- (n, i 1)))
val _ = print (IntInf.toString (fact (i 30)) ^ "\n")
val _ = print (case IntInf.fromString "~123456789012345678901234567890" of
  SOME n => IntInf.toString (IntInf.+ (n, i 1)) ^ "\n" | NONE => "NONE\n")
val _ = print (Bool.toString (IntInf.> (big, i (valOf Int.maxInt))) ^ " " ^
  Int.toString (IntInf.toInt (i 12345)) ^ "\n")
val _ = print ((Int.toString (IntInf.toInt big)) handle Overflow => "Overflow\n")
val _ = print (IntInf.toString (IntInf.abs (i ~5)) ^ " " ^ Int.toString (IntInf.sign nb) ^ " " ^
  IntInf.toString (IntInf.div (i 7, i ~2)) ^ "\n")
