fun f (x : int) =
  let val y = x + 1
  in let datatype k = K of int in K y end
  end
