(* expect: after where type v = s, V.v's constructors are V and W, of type s;
   a structure whose s has other constructors does not match *)
signature DT = sig
  eqtype s
  structure V : sig datatype v = V | W of int end where type v = s
end
structure X : DT = struct
  datatype s = V | W of bool
  structure V = struct datatype v = datatype s end
end
