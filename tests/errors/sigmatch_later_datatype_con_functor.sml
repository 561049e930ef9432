functor F (X : sig datatype t = A | B end) = struct val x = X.A end
structure M = F (struct datatype t = A | B  datatype u = A end)
