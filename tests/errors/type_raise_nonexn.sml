fun f x = raise 3
