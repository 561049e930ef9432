fun same x = let datatype k = K in x = K end
