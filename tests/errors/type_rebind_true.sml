datatype t = true | maybe
