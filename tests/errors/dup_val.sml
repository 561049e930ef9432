val (x, y) = (1, 2) and z = 3 and y = 4
