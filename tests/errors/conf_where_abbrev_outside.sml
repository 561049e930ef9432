(* expect: k abbreviates a type bound outside the signature *)
type global = string
signature KEYED = sig
  type k = global
end where type k = string
