val x = 1 handle 3 => 2
