signature S = sig
  structure A : sig datatype t = X | Y end
end where type A.t = int * string
