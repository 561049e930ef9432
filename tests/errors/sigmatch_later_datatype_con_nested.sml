signature S = sig structure I : sig datatype t = A of int end end
structure M : S = struct
  structure I = struct
    datatype t = A of int
    local datatype v = V in datatype u = A of v end
  end
end
