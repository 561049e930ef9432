val x : foo = 3
