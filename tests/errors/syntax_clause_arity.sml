fun f 0 y = 1
  | f n = 2
