fun f g = (g 1, g "a")
