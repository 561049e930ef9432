datatype 'a t = T of 'a
val x : t = T 1
