structure S = struct val x = 1 end
