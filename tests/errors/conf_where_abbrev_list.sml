(* expect: k abbreviates key list, which is not a type name, so where type cannot realize it *)
signature KEYED = sig
  type key
  type k = key list
end
signature S = KEYED where type k = string list
