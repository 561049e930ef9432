signature S = sig
  type t
  eqtype t
end
