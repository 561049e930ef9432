(* expect: the abbreviation takes its arguments in another order, so it is not eta-equal to a type name *)
signature S = sig
  type ('a, 'b) t
  type ('a, 'b) u = ('b, 'a) t
end where type ('a, 'b) u = 'a * 'b
