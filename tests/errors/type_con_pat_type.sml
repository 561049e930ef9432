fun f (SOME (x : string)) = x + 1
  | f NONE = 0
