fun f {x, y, x = z} = y
