val x = 1.0 div 2.0
