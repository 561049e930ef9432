val rec f = 3
