fun f (x : int) = x + 1
val y = f "hello"
