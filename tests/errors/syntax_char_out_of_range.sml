val s = "\300"
