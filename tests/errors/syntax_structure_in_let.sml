val x = let structure S = struct end in 1 end
