(* expect: datatype v admits equality, so where type needs a type that does
   (rule 64): s is not an eqtype *)
signature DT = sig
  type s
  structure V : sig datatype v = V | W of int end where type v = s
end
