val f = + 
