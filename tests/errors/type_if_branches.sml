fun f b = if b then 1 else "one"
