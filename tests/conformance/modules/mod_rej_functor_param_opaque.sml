(* §5.7 functor declaration: inside the body, the parameter's flexible
   type is abstract; it cannot be used as the int it will be. Rejected. *)
functor F (X : sig type t val x : t end) = struct val y = X.x + 1 end
