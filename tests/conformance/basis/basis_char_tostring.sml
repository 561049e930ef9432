(* Basis CHAR.toString / STRING.toString: SML escapes for control chars,
   backslash and double quote; Char.toCString differs for some. *)
val cs = [#"a", #"\n", #"\t", #"\\", #"\"", #"\000", #"\127", #"\200", #"\^A", #" ", #"'"]
val _ = print (String.concatWith " " (map Char.toString cs) ^ "\n")
val _ = print (String.toString "tab\there \"q\" \\ \r\n" ^ "\n")
val _ = print (String.concatWith " " (map Char.toCString [#"\n", #"'", #"\"", #"\000", #"?"]) ^ "\n")
val _ = print ((case Char.fromString "\\n" of SOME c => Int.toString (ord c) | NONE => "NONE") ^ " " ^
  (case String.fromString "a\\tb" of SOME s => Int.toString (size s) | NONE => "NONE") ^ "\n")
