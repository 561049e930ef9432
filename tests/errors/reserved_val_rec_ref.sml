val rec ref = fn x => x
