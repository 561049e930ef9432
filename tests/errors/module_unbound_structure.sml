(* expect: unbound structure Missing in a structure binding. Poly/ML: Structure (Missing) has not been declared *)
structure A = struct val x = 1 end
structure B = Missing
