val f = fn r => #lab r
