functor F (X : sig end) = struct end
and F (Y : sig end) = struct end
