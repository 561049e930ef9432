val x = 3
val y = x 4
