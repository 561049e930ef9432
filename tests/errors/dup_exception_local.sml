val n = let exception E and E in 1 end
