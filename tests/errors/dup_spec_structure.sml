signature S = sig
  structure A : sig end and A : sig end
end
