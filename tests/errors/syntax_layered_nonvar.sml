val (a, b) as c = (1, 2)
