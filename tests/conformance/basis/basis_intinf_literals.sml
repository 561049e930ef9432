(* Basis INT_INF and Definition App. E: integer literals are overloaded at
   IntInf.int; arbitrary precision arithmetic, pow, div/mod signs,
   toString/fromString, comparisons, conversion to Int with Overflow. *)
val big = IntInf.pow (2, 100)
val _ = print (IntInf.toString big ^ "\n")
val _ = print (IntInf.toString (big * big - 1) ^ "\n")
val _ = print (IntInf.toString (~big div 3) ^ " " ^ IntInf.toString (~big mod 3) ^ " " ^
  IntInf.toString (IntInf.quot (~big, 3)) ^ " " ^ IntInf.toString (IntInf.rem (~big, 3)) ^ "\n")
fun fact (n : IntInf.int) = if n <= 1 then 1 else n * fact (n - 1)
val _ = print (IntInf.toString (fact 30) ^ "\n")
val _ = print (case IntInf.fromString "~123456789012345678901234567890" of
  SOME n => IntInf.toString (n + 1) ^ "\n" | NONE => "NONE\n")
val _ = print (Bool.toString (big > IntInf.fromInt (valOf Int.maxInt)) ^ " " ^
  Int.toString (IntInf.toInt (IntInf.fromInt 12345)) ^ "\n")
val _ = print ((Int.toString (IntInf.toInt big)) handle Overflow => "Overflow\n")
val _ = print (IntInf.toString (IntInf.abs (~5)) ^ " " ^ Int.toString (IntInf.sign (~big)) ^ "\n")
