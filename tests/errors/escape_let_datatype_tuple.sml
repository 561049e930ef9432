val pair = let datatype k = K of int in (1, [K 2]) end
