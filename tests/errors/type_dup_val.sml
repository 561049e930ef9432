val x = 1 and x = 2
