val s = "abc\   x\"
