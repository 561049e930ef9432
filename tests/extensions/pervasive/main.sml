(* the top level alone: its types and values, no structures *)
fun count (s : substring) = 0
val () = print (concat (map (fn x => str (chr (ord #"a" + x))) [1, 2]) ^ "\n")
