structure S = struct infix 3 <+> end
val f = fn (x <+> y) => x
