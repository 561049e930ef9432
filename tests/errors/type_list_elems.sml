val l = [1, 2, "three"]
