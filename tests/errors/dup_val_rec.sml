val rec f = fn x => x and g = fn y => f y and f = fn z => z
