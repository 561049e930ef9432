val s = "a" + "b"
