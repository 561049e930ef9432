(* Definition §2.1/§2.4: reserved words are whole tokens only; identifiers
   that merely start with or contain one are ordinary identifiers. *)
val value = 1
val ifx = 2
val fnord = 3
val letter = 4
val end_ = 5
val andalso' = 6
val o' = 7
val infixr1 = 8
val caseOf = 9
fun funny x = x + 1
val _ = print (String.concatWith " " (map Int.toString
  [value, ifx, fnord, letter, end_, andalso', o', infixr1, caseOf, funny 9]) ^ "\n")
