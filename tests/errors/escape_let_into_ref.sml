val r = ref []
val () = let datatype k = K in r := [K] end
