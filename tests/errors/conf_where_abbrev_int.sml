(* expect: k is defined as int in the signature: not flexible *)
signature KEYED = sig
  type key
  type k = int
  sharing type key = k
end
