fun op :: (x, y) = x
