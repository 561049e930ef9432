(* §5.7 sharing type in a functor parameter: after where type, A.t is no
   longer flexible, so it cannot take part in a sharing specification. *)
signature S = sig type t end
functor F (structure A : S where type t = int
           structure B : S
           sharing type A.t = B.t) = struct end
