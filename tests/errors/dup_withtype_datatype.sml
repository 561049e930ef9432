datatype t = A of int
withtype t = bool
