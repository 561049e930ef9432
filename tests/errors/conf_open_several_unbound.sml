(* expect: Inner is resolved before the open, where only M.Inner exists *)
structure M = struct structure Inner = struct val k = 1 end end
open M Inner
