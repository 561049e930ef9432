fun f (x : real, y) = x = y
