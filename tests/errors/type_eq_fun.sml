val b = (fn x => x) = (fn y => y)
