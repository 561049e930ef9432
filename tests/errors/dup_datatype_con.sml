datatype t = A | B | A
