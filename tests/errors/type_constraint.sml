val x : string = 42
