(* The structure's B belongs to the later datatype u, not to t (Definition §5.6). *)
signature S = sig datatype t = A | B end
structure M : S = struct
  datatype t = A | B
  datatype u = B
end
