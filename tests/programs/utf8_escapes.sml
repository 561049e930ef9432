(* Escapes denote single bytes: `\ddd` and `\uxxxx` name a code of at most
   255, so "\u00e9" is the one byte 233 while "é" is the two bytes of its
   UTF-8 encoding. Char constants are one byte each. *)
fun codes s = concat (map (fn c => Int.toString (ord c) ^ " ") (explode s))

val _ = print (Int.toString (size "\u00e9") ^ " " ^ codes "\u00e9" ^ "| " ^ codes "é" ^ "\n")
val _ = print (codes "\255\u00FF\u0041\^A\t" ^ "\n")
val _ = print (Int.toString (ord #"\255") ^ " " ^ Int.toString (ord #"\u00e9") ^ " " ^ Int.toString (ord #"\000") ^ "\n")
val _ = print (if #"\u00e9" = chr 233 andalso #"\233" = #"\u00E9" then "equal\n" else "unequal\n")

(* Byte-wise classification of UTF-8 text: lead bytes and continuation bytes. *)
fun kind c =
  if ord c < 128 then #"a"
  else if ord c < 192 then #"c"
  else #"L"
val _ = print (implode (map kind (explode "aé→😀")) ^ "\n")

(* Char patterns over bytes. *)
fun lead #"\195" = "2-byte lead"
  | lead #"\226" = "3-byte lead"
  | lead _ = "other"
val _ = print (concat (map (fn c => lead c ^ ";") (explode "é→")) ^ "\n")

(* A lone byte 233 is printed as that byte (not UTF-8 text). *)
val _ = print ("[" ^ str #"\u00e9" ^ "]\n")
