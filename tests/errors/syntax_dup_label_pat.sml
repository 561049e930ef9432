fun f {x, y, x = z} = z
