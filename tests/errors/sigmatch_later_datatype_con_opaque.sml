signature S = sig datatype t = A | B val f : t -> int end
structure M :> S = struct
  datatype t = A | B
  fun f A = 0 | f B = 1
  datatype u = A of int
end
