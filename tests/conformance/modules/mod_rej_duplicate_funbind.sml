(* §3.5: no funbind may bind the same identifier twice. Rejected. *)
functor F () = struct end
    and F (X : sig end) = struct end
