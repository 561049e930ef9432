val x = 1
val y = x + z
