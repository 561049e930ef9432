signature S = sig val = : int end
