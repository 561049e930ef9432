signature S = sig
  exception E
  exception E of int
end
