fun f 1.5 = 0
  | f _ = 1
