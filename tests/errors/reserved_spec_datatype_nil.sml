signature S = sig datatype t = A | nil end
