val handlers = ref NONE
val () = let datatype k = K exception E of k in handlers := SOME E end
