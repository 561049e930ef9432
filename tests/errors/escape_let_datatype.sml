val d = let datatype k = K in K end
