fun f (false as b) = b
