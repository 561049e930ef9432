val cell = ref NONE
val () = let datatype k = K in cell := SOME {field = K} end
