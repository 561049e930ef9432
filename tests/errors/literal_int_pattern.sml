fun f 0 = "zero"
  | f 4611686018427387904 = "big"
  | f _ = "other"
