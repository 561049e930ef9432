fun f (NONE x) = x
