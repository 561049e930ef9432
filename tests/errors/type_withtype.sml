datatype t = T of u
withtype u = t list * v
