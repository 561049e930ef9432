fun join sep [] = ""
  | join sep [s] = s
  | join sep (s :: ss) = s ^ sep ^ join sep ss

val words = ["core", "standard", "ml"]
val line = join ", " words
val n = size line
val first = substring (line, 0, 4)
val back = implode (rev (explode first))
val () = print (line ^ "\n")
