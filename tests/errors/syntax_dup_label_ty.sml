type t = {a : int, a : bool}
