functor F () = struct end and G () = struct end and F () = struct end
