abstype t = A | A with val x = 1 end
