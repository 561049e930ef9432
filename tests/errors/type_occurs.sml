fun f x = f
