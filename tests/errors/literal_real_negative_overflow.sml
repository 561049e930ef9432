val r = ~1.5e400
