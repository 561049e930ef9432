fun f (x : 'a) = x = x
