(* expect: sharing type between types that are already defined in the signature (not flexible). Poly/ML: Cannot share type b with type a. b is already defined as string *)
signature PAIR = sig
  type a = int
  type b = string
  sharing type a = b
end
