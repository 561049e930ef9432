val ('a, 'b, 'a) f = fn (x : 'a) => x
