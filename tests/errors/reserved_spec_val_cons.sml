signature S = sig val :: : int * int list -> int list end
