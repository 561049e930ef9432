val r = ref []
functor F () = struct datatype t = T end
structure A = F ()
val () = r := [A.T]
