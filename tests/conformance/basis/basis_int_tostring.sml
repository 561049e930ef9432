(* Basis INTEGER: toString uses ~ for negatives; Int.fmt in each radix;
   StringCvt.padLeft/padRight. *)
val _ = print (String.concatWith " " (map Int.toString [0, 42, ~42, 1000000]) ^ "\n")
val _ = print (String.concatWith " " [Int.fmt StringCvt.BIN 10, Int.fmt StringCvt.OCT 64,
  Int.fmt StringCvt.DEC ~17, Int.fmt StringCvt.HEX 255, Int.fmt StringCvt.HEX ~255] ^ "\n")
val _ = print ("[" ^ StringCvt.padLeft #" " 6 (Int.toString 42) ^ "][" ^
  StringCvt.padRight #"." 6 "ab" ^ "][" ^ StringCvt.padLeft #"0" 2 "12345" ^ "]\n")
