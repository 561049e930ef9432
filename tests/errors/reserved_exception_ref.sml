exception ref of int
