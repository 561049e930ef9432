(* u replicates the datatype t: it too can only be realized by a type name. *)
signature S = sig
  datatype t = C of int
  datatype u = datatype t
end where type u = int list
