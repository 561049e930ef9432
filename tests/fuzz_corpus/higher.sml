fun compose fs = foldr (op o) (fn x => x) fs

val inc = fn x => x + 1
val f = compose [inc, fn x => x * 2, inc]
val ys = map f [1, 2, 3]
val s = foldl (fn (y, acc) => acc ^ str (chr (ord #"a" + y mod 26))) "" ys
val r = real (hd ys) / 2.0 + real (length (tl ys))
val t = (floor r, ceil r, trunc r)
