(* expect: the common types of nested structures are shared too: A.I.t is bool *)
signature S = sig
  structure A : sig type s structure I : sig type t = bool end end
  structure B : sig type s structure I : sig type t = bool end end
  sharing A = B
end
