signature S = sig val r : {a : int, b : int, a : bool} end
