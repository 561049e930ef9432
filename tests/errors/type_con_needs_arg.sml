fun f SOME = 1
  | f NONE = 0
