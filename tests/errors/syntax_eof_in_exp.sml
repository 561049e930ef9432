val x = (1, 2
