(* expect: A.t and B.t are both int, but type sharing needs flexible names *)
signature S = sig
  structure A : sig type t = int end
  structure B : sig type t = int end
  sharing A = B
end
