val r = {a = 1, a = 2}
