datatype t = it of int
