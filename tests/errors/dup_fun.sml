fun f x = 1 and g y = 2 and f z = 3
