(* Definition §2.2: word constants 0w<digits> and 0wx<hexdigits>
   (hex digits in either case). *)
val ws = [0w0, 0w10, 0wx10, 0wxff, 0wxFF, 0wxAbC]
val _ = print (String.concatWith "," (map Word.toString ws) ^ "\n")
val _ = print (String.concatWith "," (map (Int.toString o Word.toInt) ws) ^ "\n")
val _ = print (Word.toString (0w3 + 0wx4) ^ "\n")
