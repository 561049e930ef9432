exception nil = Fail
