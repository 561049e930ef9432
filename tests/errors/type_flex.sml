fun getA {a, ...} = a
