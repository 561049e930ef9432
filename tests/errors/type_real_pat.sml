fun f (x, y) = x < y
val z = f (1, "a")
