fun f x = let val y = x + 1 in (print y; y) end
