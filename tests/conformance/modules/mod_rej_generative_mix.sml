(* §5.7 functor application: each application generates fresh type names
   for the datatypes of the body, so A.t and B.t are distinct. Rejected. *)
functor F () = struct datatype t = T of int end
structure A = F ()
structure B = F ()
val l = [A.T 1, B.T 2]
