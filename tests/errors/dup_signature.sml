signature S = sig end and T = sig end and S = sig type t end
