val f = fn (x : 'a) => x + 1
