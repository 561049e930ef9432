(* §5.7 functor application: the argument must match the parameter
   signature; here its type t is a function where eqtype is required. *)
functor F (X : sig eqtype t val x : t end) = struct val same = X.x = X.x end
structure A = F (struct type t = unit -> unit val x = fn () => () end)
