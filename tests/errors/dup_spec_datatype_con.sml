signature S = sig
  datatype t = A and u = A
end
