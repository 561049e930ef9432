fun f (C x y) = x
