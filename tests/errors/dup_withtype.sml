datatype t = A of u
withtype u = int and u = bool
