signature S = sig datatype t = A of int end
structure M : S = struct datatype t = A of int exception A of int end
