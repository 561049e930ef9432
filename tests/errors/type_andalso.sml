val b = true andalso 1
