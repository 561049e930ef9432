(* CharVector *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun ord2s LESS = "LESS"
  | ord2s EQUAL = "EQUAL"
  | ord2s GREATER = "GREATER"

val v = CharVector.fromList [#"a", #"b", #"c"]
val () = show "fromList length" (v ^ " " ^ Int.toString (CharVector.length v) ^ " [" ^ CharVector.fromList [] ^ "]")
val () = show "maxLen" (b2s (CharVector.maxLen = String.maxSize))
val () = show "tabulate" (CharVector.tabulate (5, fn i => chr (ord #"A" + i)) ^ " " ^ exn (fn () => CharVector.tabulate (~1, fn _ => #"x")))
val () = show "sub" (str (CharVector.sub (v, 1)) ^ " " ^ exn (fn () => CharVector.sub (v, 3)))
val () = show "update" (CharVector.update (v, 0, #"z") ^ " " ^ CharVector.update (v, 2, #"z") ^ " " ^ exn (fn () => CharVector.update (v, 3, #"z")))
val () = show "concat" (CharVector.concat [v, "", "de"])
val () = CharVector.appi (fn (i, c) => print (Int.toString i ^ str c ^ " ")) v
val () = CharVector.app (fn c => print (str (Char.toUpper c))) v
val () = print "\n"
val () = show "mapi map" (CharVector.mapi (fn (i, c) => if i = 1 then #"-" else c) v ^ " " ^ CharVector.map Char.toUpper v)
val () = show "foldli foldri" (CharVector.foldli (fn (i, c, s) => s ^ Int.toString i ^ str c) "" v ^ " " ^ CharVector.foldri (fn (i, c, s) => s ^ Int.toString i ^ str c) "" v)
val () = show "foldl foldr" (CharVector.foldl (fn (c, s) => str c ^ s) "" v ^ " " ^ CharVector.foldr (fn (c, s) => str c ^ s) "" v)
val () = show "findi find" ((case CharVector.findi (fn (_, c) => c = #"c") v of SOME (i, c) => Int.toString i ^ str c | NONE => "NONE") ^ " " ^ (case CharVector.find Char.isDigit v of SOME c => str c | NONE => "NONE"))
val () = show "exists all" (b2s (CharVector.exists Char.isLower v) ^ " " ^ b2s (CharVector.all Char.isUpper v))
val () = show "collate" (ord2s (CharVector.collate Char.compare (v, "abd")) ^ " " ^ ord2s (CharVector.collate Char.compare (v, "ab")))
