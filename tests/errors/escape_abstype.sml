val r = ref []
abstype t = T with val () = r := [T] end
