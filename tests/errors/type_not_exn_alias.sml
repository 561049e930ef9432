val x = 3
exception E = x
