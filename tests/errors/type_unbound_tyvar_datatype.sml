datatype t = T of 'a
