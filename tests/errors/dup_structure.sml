structure M = struct val x = 1 end and N = struct end and M = struct end
