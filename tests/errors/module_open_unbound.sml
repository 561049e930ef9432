(* expect: open of an unbound structure Absent. Poly/ML: Structure (Absent) has not been declared *)
structure Present = struct val x = 1 end
open Absent
